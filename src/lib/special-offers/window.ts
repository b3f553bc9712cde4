/**
 * When a special offer is shown: from its start date (none: already started) up to and including its end date
 * (none: until removed). Pure, so the list, the detail page and the sitemap apply one rule.
 */
import type { Where } from 'payload'

/** The dates of an offer that decide whether it is shown. */
export type OfferWindow = { startDate?: string | null; endDate?: string | null }

/** Whether the offer is inside its window at `now`. */
export function isOfferActive(offer: OfferWindow, now: Date): boolean {
  const time = now.getTime()
  if (offer.startDate && Date.parse(offer.startDate) > time) return false
  if (offer.endDate && Date.parse(offer.endDate) < time) return false
  return true
}

/** The same rule as a Payload where-clause, for the database to filter on. */
export function activeOfferWhere(now: Date): Where {
  const iso = now.toISOString()
  return {
    and: [
      { or: [{ startDate: { exists: false } }, { startDate: { less_than_equal: iso } }] },
      { or: [{ endDate: { exists: false } }, { endDate: { greater_than_equal: iso } }] },
    ],
  }
}
