/**
 * Experiments as the site uses them (the external flag service replaced by the `experiments`
 * collection): which run, the sync-or-async start of the client, and the shape the browser receives. Pure.
 */
import type { Where } from 'payload'

import type { LangOverrides } from './langs'
import type { SettingsOverrides } from './settings'

export const EXPERIMENT_STATUSES = ['draft', 'running', 'stopped'] as const
export type ExperimentStatus = (typeof EXPERIMENT_STATUSES)[number]

/** Experiment and variant keys: lowercase words joined by hyphens, safe in a cookie and a URL. */
export const EXPERIMENT_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const EXPERIMENT_KEY_MAX = 64

/** Experiment-client timings (the ones a fetch-based client has use for). */
export const EXPERIMENT_CLIENT = {
  requestTimeoutMs: 10_000,
  retryStatuses: [408, 500, 502, 503, 504, 522, 524, 599],
  sessionIdleMs: 30 * 60 * 1000,
  sessionMaxMs: 4 * 60 * 60 * 1000,
} as const

/** What decides whether an experiment runs. Dates are ISO strings or empty (open-ended). */
export interface ExperimentSchedule {
  status?: string | null
  startsAt?: string | null
  endsAt?: string | null
}

/** The query for experiments running at `now` (status and dates): the same rule as isRunning, for the database. */
export function runningExperimentWhere(now: Date): Where {
  const at = now.toISOString()
  return {
    and: [
      { status: { equals: 'running' } },
      { or: [{ startsAt: { exists: false } }, { startsAt: { less_than_equal: at } }] },
      { or: [{ endsAt: { exists: false } }, { endsAt: { greater_than: at } }] },
    ],
  }
}

/** Running: status running and now within [startsAt, endsAt) where those are set. */
export function isRunning(experiment: ExperimentSchedule, now: Date): boolean {
  if (experiment.status !== 'running') return false
  const time = now.getTime()
  if (experiment.startsAt && Date.parse(experiment.startsAt) > time) return false
  if (experiment.endsAt && Date.parse(experiment.endsAt) <= time) return false
  return true
}

/** No running experiment → the client starts synchronously (nothing to fetch), else async. */
export function initModeOf(names: readonly string[]): 'sync' | 'async' {
  return names.length === 0 ? 'sync' : 'async'
}

/** One variant as the browser receives it. `popups` null keeps the site's popups; a list replaces them. */
export interface PublicVariant<P> {
  key: string
  weight: number
  settings: SettingsOverrides
  langs: LangOverrides
  popups: P[] | null
}

/** A running experiment as the browser receives it (no notes, no dates, no status). */
export interface PublicExperiment<P> {
  name: string
  variants: PublicVariant<P>[]
}
