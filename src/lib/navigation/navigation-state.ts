/**
 * The states of an in-place navigation (a client-router page change) as the shopper sees them: ready (nothing
 * loading), pending (a link was followed, the next page is on its way) and error (it could not be opened, or it is
 * taking far too long). Pure transitions, driven by the navigation progress component's events and clock.
 */
import { LOADING_BAR_THROTTLE_MS } from './loading-bar'

/**
 * A navigation still pending after this long is reported as stuck, with a link to load the page afresh: far beyond
 * what a page takes on a slow phone connection, so only a navigation that is not coming back shows it.
 */
export const NAVIGATION_STALL_MS = 10_000

/** Why a navigation failed: the browser is offline, or the page has not come after NAVIGATION_STALL_MS. */
export type NavigationFailure = 'offline' | 'stalled'

export type NavigationState =
  | { phase: 'ready' }
  | { phase: 'pending'; href: string; startedAt: number }
  | { phase: 'error'; href: string; reason: NavigationFailure }

export type NavigationEvent =
  | { type: 'start'; href: string; at: number; online: boolean }
  | { type: 'settle' }
  | { type: 'offline' }
  | { type: 'tick'; at: number }
  | { type: 'dismiss' }

export const READY: NavigationState = { phase: 'ready' }

/** The state after `event`. */
export function nextNavigationState(state: NavigationState, event: NavigationEvent): NavigationState {
  switch (event.type) {
    case 'start':
      // Offline, the router's request would fail and it would fall back to a full page load, which the browser
      // answers with its own error page instead of this site: the shopper is told here and stays on the page.
      return event.online
        ? { phase: 'pending', href: event.href, startedAt: event.at }
        : { phase: 'error', href: event.href, reason: 'offline' }
    case 'settle':
    case 'dismiss':
      return READY
    case 'offline':
      return state.phase === 'pending' ? { phase: 'error', href: state.href, reason: 'offline' } : state
    case 'tick':
      return state.phase === 'pending' && event.at - state.startedAt >= NAVIGATION_STALL_MS
        ? { phase: 'error', href: state.href, reason: 'stalled' }
        : state
  }
}

/** Whether the loading bar shows: a navigation pending for at least the throttle time. */
export function showsLoadingBar(state: NavigationState, now: number): boolean {
  return state.phase === 'pending' && now - state.startedAt >= LOADING_BAR_THROTTLE_MS
}

/**
 * Whether following `href` from `current` is a page change the bar should follow: not the page already shown
 * (the router changes nothing, so the bar would never finish) and not a jump within it.
 */
export function isPageChange(href: string, current: URL): boolean {
  let target: URL
  try {
    target = new URL(href, current)
  } catch {
    return false
  }
  return target.origin === current.origin && (target.pathname !== current.pathname || target.search !== current.search)
}
