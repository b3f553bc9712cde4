/**
 * A visitor's assignment over every running experiment, the overrides it brings, and the exposure record the
 * browser keeps in a cookie (the lead endpoint's check of it is ./exposure-check.ts, kept apart so the browser's
 * bundle of every page does not carry zod). Pure. Assigning a visitor is ./assign-visitor.ts: its hashing loads
 * only with the experiment client, while every page reads the types and the empty assignment from here.
 */
import type { LangOverrides } from './langs'
import type { SettingsOverrides } from './settings'

/** The cookie that lists the visitor's experiments and variants (read by the lead endpoint). */
export const EXPOSURE_COOKIE = 'experimentAssignments'
/** At most this many exposures are kept or stored: more running experiments than this is a mistake. */
export const MAX_EXPOSURES = 20

/** One experiment the visitor saw, and in which variant. */
export interface Exposure {
  experiment: string
  variant: string
}

/** What a visitor sees: their variants and the merged overrides of all of them. */
export interface Assignment<P> {
  exposures: Exposure[]
  settings: SettingsOverrides
  langs: LangOverrides
  /** The popup list that replaces the site's; null when no variant replaces it. */
  popups: P[] | null
}

/** `experiment/variant`: one indexed value on a lead, so a count or filter matches both parts of one entry. */
export const exposurePair = (experiment: string, variant: string): string => `${experiment}/${variant}`

/** The assignment of no experiment: everything as the site has it. */
export const EMPTY_ASSIGNMENT: Assignment<never> = { exposures: [], settings: {}, langs: {}, popups: null }

/**
 * The popups a page shows: the variant's list when the visitor's assignment replaces them (a variant's
 * popups array replaces the popups), else the site's own.
 */
export function applyPopupOverrides<P>(popups: P[], assignment: Pick<Assignment<P>, 'popups'> | null | undefined): P[] {
  return assignment?.popups ?? popups
}

/** The cookie value for a list of exposures (JSON; the cookie setter encodes it). */
export function serializeExposures(exposures: readonly Exposure[]): string {
  return JSON.stringify(exposures.slice(0, MAX_EXPOSURES).map(({ experiment, variant }) => ({ experiment, variant })))
}
