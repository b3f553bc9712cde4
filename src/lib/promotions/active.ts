import type { Where } from 'payload'

import { instantForWall } from '@/lib/format/wall-clock'
import { DEFAULT_TIMEZONE } from '@/lib/settings/defaults'

/** The part of a promotion its activity depends on; generated `Promotion` documents satisfy it. */
export type PromotionWindow = {
  startDate?: string | Date | null
  endDate?: string | Date | null
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const UTC_MIDNIGHT = /^(\d{4})-(\d{2})-(\d{2})T00:00:00(?:\.000)?Z$/
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The calendar day of a date-only bound: '2026-03-01' as an import or the API sends it, or exactly midnight UTC,
 * which is what Payload stores for such a value. (An editor's picker time is local, so midnight UTC only comes
 * from a date without a time, or a 6 or 7 pm Central pick; the latter is read as the whole next day.)
 */
function calendarDay(value: string | Date): number | null {
  const text = typeof value === 'string' ? value : Number.isNaN(value.getTime()) ? '' : value.toISOString()
  const day = DATE_ONLY.exec(text) ?? UTC_MIDNIGHT.exec(text)
  return day ? Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : null
}

/**
 * A bound as an instant. A date-only bound is a calendar day in the store's time zone: a start opens at local
 * midnight, an end closes at the last millisecond of that day, so 'ends 2026-03-31' still shows all evening in
 * Chicago (read as UTC it would vanish at 6 or 7 pm the day before). Other timestamps are instants as stored.
 */
function boundTime(value: string | Date | null | undefined, side: 'start' | 'end', timeZone: string): number {
  if (value === null || value === undefined || value === '') return Number.NaN
  const wallMidnight = calendarDay(value)
  if (wallMidnight === null) return new Date(value).getTime()
  if (side === 'start') return instantForWall(wallMidnight, timeZone).getTime()
  return instantForWall(wallMidnight + DAY_MS, timeZone).getTime() - 1
}

/**
 * True when startDate <= now <= endDate (both inclusive); a missing or invalid date means inactive. Full
 * timestamps are instants wherever the server runs; date-only values are read in `timeZone` (the store's).
 */
export function isPromotionActive(
  promo: PromotionWindow,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIMEZONE,
): boolean {
  const start = boundTime(promo.startDate, 'start', timeZone)
  const end = boundTime(promo.endDate, 'end', timeZone)
  const at = now.getTime()
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false
  return start <= at && at <= end
}

/** Keeps the promotions active at `now`, in their original order. */
export function activePromotions<T extends PromotionWindow>(
  promos: readonly T[],
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIMEZONE,
): T[] {
  return promos.filter((promo) => isPromotionActive(promo, now, timeZone))
}

/**
 * A query that narrows to candidates in the database; isPromotionActive decides. It is wider than the window: a
 * date-only end stored as midnight UTC lasts until the end of that day in the store's zone, up to a day and a
 * half later, and a start can likewise be read later than stored.
 */
export function activePromotionWhere(now: Date = new Date()): Where {
  const startBy = new Date(now.getTime() + DAY_MS).toISOString()
  const endFrom = new Date(now.getTime() - 2 * DAY_MS).toISOString()
  return { and: [{ startDate: { less_than_equal: startBy } }, { endDate: { greater_than_equal: endFrom } }] }
}

/**
 * When the set of active promotions can next change (the soonest start or end after `now`), in ms from now; null
 * when none is ahead. Readers cap their cache life with it so a promotion appears and disappears on time.
 */
export function msUntilNextChange(
  promos: readonly PromotionWindow[],
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIMEZONE,
): number | null {
  const at = now.getTime()
  let soonest: number | null = null
  for (const promo of promos) {
    // An end is inclusive: the promotion disappears one millisecond after it.
    const bounds = [boundTime(promo.startDate, 'start', timeZone), boundTime(promo.endDate, 'end', timeZone) + 1]
    for (const bound of bounds) {
      if (Number.isNaN(bound) || bound <= at) continue
      if (soonest === null || bound - at < soonest) soonest = bound - at
    }
  }
  return soonest
}
