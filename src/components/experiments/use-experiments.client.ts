'use client'

import { useEffect, useSyncExternalStore } from 'react'

import type { PopupView } from '@/lib/data/popups'
import { applyPopupOverrides } from '@/lib/experiments/assignment'
import type { LangOverrides } from '@/lib/experiments/langs'
import { mergeSettings } from '@/lib/experiments/settings'

import {
  experimentServerSnapshot,
  experimentSnapshot,
  startExperiments,
  subscribeExperiments,
  type ExperimentState,
} from './experiment-store'

/** The visitor's experiment state (starts the load on first use). */
export function useExperiments(): ExperimentState {
  useEffect(() => void startExperiments(), [])
  return useSyncExternalStore(subscribeExperiments, experimentSnapshot, experimentServerSnapshot)
}

// One empty list for every render: a new [] each time would look like a new popup list to the host's effects.
const NO_POPUPS: PopupView[] = []

/**
 * The popups this visitor sees (a variant's popups replace the list). Empty until the assignment
 * is known, so a popup of the wrong variant never opens first.
 */
export function useExperimentPopups(popups: PopupView[]): PopupView[] {
  const { ready, assignment } = useExperiments()
  return ready ? applyPopupOverrides(popups, assignment) : NO_POPUPS
}

/**
 * The visitor's variant texts (an experiment's langs are merged into the translations): `useTranslate()` puts them
 * over the site's form texts. Empty until the assignment is known, as on the server, so hydration matches.
 */
export function useExperimentLangs(): LangOverrides {
  return useExperiments().assignment.langs
}

/** The public settings with the visitor's variant overrides merged in (allow-listed paths only). */
export function useExperimentSettings<T extends object>(settings: T): T {
  const { assignment } = useExperiments()
  return mergeSettings(settings, assignment.settings)
}
