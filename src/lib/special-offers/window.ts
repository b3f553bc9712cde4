/**
 * When a special offer is shown: from its start date (none: already started) through its end date (none: until
 * removed), by the promotions' rule (src/lib/promotions/active.ts): a date-only bound is a calendar day in the
 * store's time zone, so an offer ending 12/31 shows all that evening in Chicago; other values are instants. Pure,
 * so the lists, the detail page and their cache life apply one rule.
 */
import type { Where } from 'payload'

import { isPromotionActive, msUntilNextChange } from '@/lib/promotions/active'
import { DEFAULT_TIMEZONE } from '@/lib/settings/defaults'

/** The dates of an offer that decide whether it is shown. */
export type OfferWindow = { startDate?: string | null; endDate?: string | null }

// Open bounds as instants far outside any offer (not midnight UTC, which would be read as a calendar day).
const OPEN_START = '1970-01-01T00:00:00.001Z'
const OPEN_END = '9999-12-31T23:59:59.999Z'
const DAY_MS = 24 * 60 * 60 * 1000

const bounded = (offer: OfferWindow) => ({ startDate: offer.startDate || OPEN_START, endDate: offer.endDate || OPEN_END })

/** Whether the offer is inside its window at `now`, read in the store's time zone. */
export function isOfferActive(offer: OfferWindow, now: Date, timeZone: string = DEFAULT_TIMEZONE): boolean {
  return isPromotionActive(bounded(offer), now, timeZone)
}

/** When the shown set of these offers can next change (ms from now), or null when no bound is ahead. */
export function msUntilOfferChange(
  offers: readonly OfferWindow[],
  now: Date,
  timeZone: string = DEFAULT_TIMEZONE,
): number | null {
  return msUntilNextChange(offers.map(bounded), now, timeZone)
}

/**
 * The candidates for the database to narrow to; isOfferActive decides. Wider than the window, as for promotions:
 * a calendar-day bound can be read up to a day and a half away from the instant stored.
 */
export function offerCandidateWhere(now: Date): Where {
  const startBy = new Date(now.getTime() + DAY_MS).toISOString()
  const endFrom = new Date(now.getTime() - 2 * DAY_MS).toISOString()
  return {
    and: [
      { or: [{ startDate: { exists: false } }, { startDate: { less_than_equal: startBy } }] },
      { or: [{ endDate: { exists: false } }, { endDate: { greater_than_equal: endFrom } }] },
    ],
  }
}
