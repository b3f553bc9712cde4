import { readBrowserCookies } from '@/lib/cookies/browser'
import { VISITOR_COOKIES } from '@/lib/leads/visitor-cookies'
import {
  conversationUser,
  trackingEvent,
  type ChatConversationEvent,
  type EventName,
  type TrackedUser,
  type TrackingEvent,
} from '@/lib/tracking/events'
import { itemEvent, type ItemDetails, type ItemEventName } from '@/lib/tracking/item-events'
import type { Tracker } from '@/lib/tracking/tracker'

/**
 * What the rest of the site calls to report an event. The tracker exists only while <Tracker> is mounted (a store
 * with a GA4 or pixel id); otherwise every call here does nothing.
 */
let active: Tracker | null = null

// Item events fire from the page's own effects, which run before the layout's <Tracker> has mounted on the first
// load: they wait here (a bounded few) and go to the tracker, and from there through consent, once it exists.
const EARLY_LIMIT = 20
let early: TrackingEvent[] = []

/** Set by <Tracker> on mount, cleared on unmount. */
export function setActiveTracker(tracker: Tracker | null): void {
  active = tracker
  if (!tracker) return
  const waiting = early
  early = []
  waiting.forEach((event) => tracker.track(event))
}

/** A random id shared by the pixel and the server relay (works on plain http too, unlike randomUUID). */
export function newEventId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

const USER_KEYS = ['firstName', 'lastName', 'email', 'phone'] as const

/** What the visitor already told the site (the visitor-profile cookies), the filled-in parts. */
function profileUser(): TrackedUser {
  const cookies = readBrowserCookies()
  return Object.fromEntries(USER_KEYS.flatMap((key) => (cookies[VISITOR_COOKIES[key]] ? [[key, cookies[VISITOR_COOKIES[key]]]] : [])))
}

/** Reports an event on the current page, with the visitor's contact fields for the server relay. */
export function trackEvent(name: EventName, user: TrackedUser = {}): void {
  if (!active) return
  const path = `${window.location.pathname}${window.location.search}`
  active.track(trackingEvent(name, newEventId(), path, { ...profileUser(), ...user }))
}

/**
 * Reports a conversion (with its USD value from CONVERSION_VALUES, e.g. Contact 2) from a lead form's success, e.g.
 * trackConversion('Contact'). The form endpoint has just stored the contact fields in the profile cookies, so the
 * relay gets them from there.
 */
export const trackConversion = (name: EventName, user?: TrackedUser): void => trackEvent(name, user)

/** Reports an item event (view_item, add_to_cart…) with its default value, on the current page. */
export function trackItemEvent(name: ItemEventName, details: ItemDetails): void {
  const event = itemEvent(name, newEventId(), `${window.location.pathname}${window.location.search}`, details)
  if (active) active.track(event)
  else early = [...early, event].slice(-EARLY_LIMIT)
}

/** For a chat widget: its conversation event (customer_name split at the first space) as ConversationStarted. */
export function trackConversationStarted(chat: ChatConversationEvent): void {
  trackEvent('ConversationStarted', conversationUser(chat, profileUser()))
}
