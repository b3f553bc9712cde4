/**
 * Which destination may receive which event under the visitor's consent: consent categories gate
 * tracking, and functional consent is checked for the advertising pixel. Pure.
 */
import { isCategoryAllowed, isFunctionalAllowed, type ConsentTier, type CookieCategory } from '@/lib/consent/tiers'

import type { TrackingEvent } from './events'
import type { TrackingIds } from './ids'
import { isItemEventName } from './item-events'

/** GA4 (analytics), the Meta pixel and the server relay of its conversions (both targeting). */
export const DESTINATIONS = ['ga4', 'pixel', 'relay'] as const
export type Destination = (typeof DESTINATIONS)[number]

/** The visitor's consent as the tracker sees it. */
export interface ConsentView {
  tier: ConsentTier
  allowed: readonly CookieCategory[]
  /**
   * Whether the visitor's consent is known: always below tier 2 (everything is granted), otherwise once the
   * allowCookies cookie exists. Until then events wait instead of being dropped.
   */
  decided: boolean
}

/** True when the visitor answered, or did not have to (tiers 0 and 1). */
export function isConsentDecided(tier: ConsentTier, allowCookies: string | undefined): boolean {
  return tier <= 1 || Boolean(allowCookies)
}

/** Analytics consent for GA4; targeting plus functional consent for the pixel and its server relay. */
export function destinationAllowed(destination: Destination, tier: ConsentTier, allowed: readonly CookieCategory[]): boolean {
  if (destination === 'ga4') return isCategoryAllowed('analytics', tier, allowed)
  return isCategoryAllowed('targeting', tier, allowed) && isFunctionalAllowed(tier, allowed)
}

/** The destinations a store set up: GA4 with its id, the pixel and relay with the pixel id. */
export function configuredDestinations(ids: TrackingIds): Destination[] {
  return DESTINATIONS.filter((destination) => (destination === 'ga4' ? ids.ga4Id : ids.pixelId))
}

/**
 * Page views go to GA4 and the pixel; conversions also to the server relay (de-duplicated by event id). The item
 * events are GA4's own ecommerce events and go to GA4 alone: Meta already gets the leads they end in.
 */
export function eventDestinations(event: Pick<TrackingEvent, 'name'>): Destination[] {
  if (isItemEventName(event.name)) return ['ga4']
  return event.name === 'PageView' ? ['ga4', 'pixel'] : [...DESTINATIONS]
}

/** What happens to an event at one destination now: sent, kept until the visitor answers, or dropped. */
export type Routing = 'send' | 'wait' | 'drop'

/** The fate of an event at each configured destination under the visitor's consent. */
export function routeEvent(
  event: Pick<TrackingEvent, 'name'>,
  ids: TrackingIds,
  consent: ConsentView,
): Partial<Record<Destination, Routing>> {
  const configured = configuredDestinations(ids)
  const routes: Partial<Record<Destination, Routing>> = {}
  for (const destination of eventDestinations(event)) {
    if (!configured.includes(destination)) continue
    if (destinationAllowed(destination, consent.tier, consent.allowed)) routes[destination] = 'send'
    else routes[destination] = consent.decided ? 'drop' : 'wait'
  }
  return routes
}
