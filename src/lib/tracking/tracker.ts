/**
 * The browser's event queue, free of the DOM so it can be tested alone: every event is routed by consent (gate.ts)
 * to the adapters that talk to GA4, the pixel and the relay. Events from before the visitor answered the banner
 * wait (a bounded few) and go once the category is granted; a refusal or a withdrawal drops them and stops the
 * category's script.
 */
import type { TrackingEvent } from './events'
import { configuredDestinations, routeEvent, type ConsentView, type Destination } from './gate'
import type { TrackingIds } from './ids'

/** The destinations that load a script (the relay is a plain request to this site). */
export type ScriptDestination = Exclude<Destination, 'relay'>

/** What the tracker drives; the browser implementation lives in src/components/tracking. */
export interface TrackerAdapters {
  /** Loads the script the first time, or grants its consent again after a withdrawal. */
  enable: (destination: ScriptDestination) => void
  /** Denies its consent (GA consent mode, fbq revoke) and removes its script element. */
  disable: (destination: ScriptDestination) => void
  send: (destination: Destination, event: TrackingEvent) => void
}

export interface Tracker {
  track: (event: TrackingEvent) => void
  setConsent: (consent: ConsentView) => void
  /** Events waiting for the visitor's answer (for tests and debugging). */
  pending: () => number
}

/** Events kept while the visitor has not answered: enough for a few page views and a form. */
export const MAX_PENDING_EVENTS = 20

const UNDECIDED: ConsentView = { tier: 2, allowed: [], decided: false }

/** A tracker for the configured ids; nothing is enabled or sent before setConsent says so. */
export function createTracker(ids: TrackingIds, adapters: TrackerAdapters, initial: ConsentView = UNDECIDED): Tracker {
  const scripts = configuredDestinations(ids).filter((d): d is ScriptDestination => d !== 'relay')
  const enabled = new Set<ScriptDestination>()
  let consent = initial
  let waiting: Array<{ event: TrackingEvent; only: Destination[] }> = []

  function deliver(event: TrackingEvent, only?: readonly Destination[]): void {
    const routes = routeEvent(event, ids, consent)
    const later: Destination[] = []
    for (const [destination, routing] of Object.entries(routes) as Array<[Destination, string]>) {
      if (only && !only.includes(destination)) continue
      if (routing === 'send') adapters.send(destination, event)
      else if (routing === 'wait') later.push(destination)
    }
    if (later.length) waiting = [...waiting, { event, only: later }].slice(-MAX_PENDING_EVENTS)
  }

  function applyConsent(): void {
    for (const destination of scripts) {
      const allowed = routeEvent({ name: 'PageView' }, ids, consent)[destination] === 'send'
      if (allowed && !enabled.has(destination)) {
        enabled.add(destination)
        adapters.enable(destination)
      } else if (!allowed && enabled.has(destination)) {
        enabled.delete(destination)
        adapters.disable(destination)
      }
    }
  }

  applyConsent()
  return {
    track: (event) => deliver(event),
    setConsent(next) {
      consent = next
      applyConsent()
      const queued = waiting
      waiting = []
      queued.forEach(({ event, only }) => deliver(event, only))
    },
    pending: () => waiting.length,
  }
}
