import type { Where } from 'payload'

/** The part of a promotion its activity depends on; generated `Promotion` documents satisfy it. */
export type PromotionWindow = {
  startDate?: string | Date | null
  endDate?: string | Date | null
}

function toTime(value: string | Date | null | undefined): number {
  if (value === null || value === undefined || value === '') return Number.NaN
  return new Date(value).getTime()
}

/** True when startDate <= now <= endDate (both inclusive); a missing or invalid date means inactive. */
export function isPromotionActive(promo: PromotionWindow, now: Date = new Date()): boolean {
  const start = toTime(promo.startDate)
  const end = toTime(promo.endDate)
  const at = now.getTime()
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false
  return start <= at && at <= end
}

/** Keeps the promotions active at `now`, in their original order. */
export function activePromotions<T extends PromotionWindow>(promos: readonly T[], now: Date = new Date()): T[] {
  return promos.filter((promo) => isPromotionActive(promo, now))
}

/** The same window as a Payload query, so a data reader can narrow in the database before the pure check. */
export function activePromotionWhere(now: Date = new Date()): Where {
  const iso = now.toISOString()
  return { and: [{ startDate: { less_than_equal: iso } }, { endDate: { greater_than_equal: iso } }] }
}
