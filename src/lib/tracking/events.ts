/**
 * The tracking events and their USD conversion values: what each one carries, which pages count
 * as page views, and the chat's ConversationStarted user. Pure.
 */
import { CONVERSION_VALUES } from '@/lib/settings/defaults'

import type { ItemDetails, ItemEventName } from './item-events'

/** Every event name with a value (PageView and Lead are worth 0). */
export type EventName = keyof typeof CONVERSION_VALUES
export const EVENT_NAMES = Object.keys(CONVERSION_VALUES) as EventName[]

/** The contact fields a conversion may carry (ConversationStarted's user). */
export type TrackedUser = { firstName?: string; lastName?: string; phone?: string; email?: string }

/** A conversion or page view, or one of the shopper's item events (item-events.ts). */
export type AnyEventName = EventName | ItemEventName

/** One event as every destination receives it; eventId is shared by the pixel and the server relay. */
export interface TrackingEvent {
  name: AnyEventName
  eventId: string
  /** USD. */
  value: number
  currency: 'USD'
  /** The full path with query string, where the event happened. */
  path: string
  user?: TrackedUser
  /** An item event's vehicles and where they were seen. */
  details?: ItemDetails
}

/** True for a known event name. */
export function isEventName(value: string): value is EventName {
  return Object.hasOwn(CONVERSION_VALUES, value)
}

/** Builds an event with its SPEC value. */
export function trackingEvent(name: EventName, eventId: string, path: string, user?: TrackedUser): TrackingEvent {
  return { name, eventId, value: CONVERSION_VALUES[name], currency: 'USD', path, ...(user ? { user } : {}) }
}

/**
 * The route named cars-direct-page is excluded from page-view tracking. In the original site's
 * file-based routing that name is the page at /cars-direct/{page}; the path /cars-direct-page is treated alike.
 */
export function isPageViewTracked(pathname: string): boolean {
  const first = pathname.split(/[?#]/)[0].toLowerCase().split('/').filter(Boolean)[0] ?? ''
  return first !== 'cars-direct' && first !== 'cars-direct-page'
}

/** The chat widget's conversation event (customer name and phone); anything else it sends is ignored. */
export type ChatConversationEvent = {
  customer_name?: unknown
  customer_phone_value?: unknown
  customer_phone?: unknown
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** A full name split at the first space: 'Mary Ann Smith' → Mary / Ann Smith. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ')
  const space = name.indexOf(' ')
  return space < 0 ? { firstName: name, lastName: '' } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) }
}

/**
 * ConversationStarted's user: the chat's name and phone (the typed value before the formatted one), the rest from
 * what the visitor already told the site. Empty parts are left out.
 */
export function conversationUser(chat: ChatConversationEvent, known: TrackedUser = {}): TrackedUser {
  const { firstName, lastName } = splitName(text(chat.customer_name))
  const user: TrackedUser = {
    firstName: firstName || known.firstName,
    lastName: lastName || known.lastName,
    phone: text(chat.customer_phone_value) || text(chat.customer_phone) || known.phone,
    email: known.email,
  }
  return Object.fromEntries(Object.entries(user).filter(([, value]) => Boolean(value))) as TrackedUser
}
