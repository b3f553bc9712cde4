/**
 * The visitor's assignment for the whole page: one load per page view (and again when consent changes), read by
 * the popups and texts through useSyncExternalStore. Until it is ready the experiment-aware parts wait, so a
 * visitor never sees the site's version flash before their variant.
 */
import type { PopupView } from '@/lib/data/popups'
import { EMPTY_ASSIGNMENT, type Assignment } from '@/lib/experiments/assignment'

// The client (fetch and cookies) loads on demand, after the page has hydrated: every page mounts the experiments.
// It loads the answers' check (zod) only when some experiment runs.
const loadAssignment = () => import('./experiment-client').then((client) => client.loadAssignment())

export interface ExperimentState {
  ready: boolean
  assignment: Assignment<PopupView>
}

const NOT_READY: ExperimentState = { ready: false, assignment: EMPTY_ASSIGNMENT }
let state: ExperimentState = NOT_READY
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

function publish(next: ExperimentState): void {
  state = next
  for (const listener of listeners) listener()
}

/** Subscribes to changes (useSyncExternalStore). */
export function subscribeExperiments(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current state; the server and the first hydration render see the not-ready state. */
export const experimentSnapshot = (): ExperimentState => state
export const experimentServerSnapshot = (): ExperimentState => NOT_READY

/** Starts the load once; `again` reloads (consent changed). Never rejects: a failure is the empty assignment. */
export function startExperiments(again = false): Promise<void> {
  if (loading && !again) return loading
  loading = loadAssignment()
    .catch(() => EMPTY_ASSIGNMENT)
    .then((assignment) => publish({ ready: true, assignment }))
  return loading
}
