/**
 * The VIN lists behind favorites and compare: what a shared link (`/favorites?vins=…`,
 * `/compare?vins=…`) and the visitor's stored favorites may hold. Pure, so the pages, the browser store and the
 * tests read a list the same way. A list is input (a link anyone can edit, a storage anyone can write), so it is
 * parsed strictly: normalised, de-duplicated, bounded, and every bad entry named rather than guessed at.
 */
import { isVinFormat, normalizeVin } from '@/lib/vehicles/validation'

/** At most this many favorites are kept and shown; a heart beyond it replaces nothing and says so. */
export const MAX_FAVORITES = 24
/** Compare shows up to 4 vehicles side by side. */
export const MAX_COMPARE = 4

export type VinListResult =
  | { ok: true; vins: string[] }
  /** `vins` holds the valid ones, so a page can still show them beside the message. */
  | { ok: false; vins: string[]; message: string }

/** The raw values of a `vins` query parameter: comma-separated, repeated, or both. */
export function vinValues(raw: string | readonly string[] | null | undefined): string[] {
  const values = typeof raw === 'string' ? [raw] : (raw ?? [])
  return values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean)
}

/**
 * Parses a `vins` parameter: uppercase VINs in the given order, duplicates dropped. Not ok when an entry is not
 * a VIN or there are more than `max`; the message says which, in words a shopper can act on.
 */
export function parseVinList(raw: string | readonly string[] | null | undefined, max: number): VinListResult {
  const values = vinValues(raw)
  const vins = [...new Set(values.map(normalizeVin).filter(isVinFormat))]
  const bad = values.filter((value) => !isVinFormat(normalizeVin(value)))
  if (bad.length > 0) {
    const shown = bad.slice(0, 3).map((value) => `“${value.slice(0, 20)}”`).join(', ')
    const noun = bad.length === 1 ? 'is not a VIN' : 'are not VINs'
    return { ok: false, vins: vins.slice(0, max), message: `${shown}${bad.length > 3 ? ' and others' : ''} ${noun}: a VIN has 17 letters and digits.` }
  }
  if (vins.length > max) {
    return { ok: false, vins: vins.slice(0, max), message: `Choose up to ${max} vehicles; this link has ${vins.length}.` }
  }
  return { ok: true, vins }
}

/** The shareable address of a favorites list. */
export function favoritesHref(vins: readonly string[]): string {
  return vins.length > 0 ? `/favorites?vins=${vins.join(',')}` : '/favorites'
}

/** The compare page of up to MAX_COMPARE vehicles (the first ones of the list). */
export function compareHref(vins: readonly string[]): string {
  return `/compare?vins=${vins.slice(0, MAX_COMPARE).join(',')}`
}

/** The VIN a vehicle's detail slug ends with (`2019-honda-civic-ex-1hgcv1f34ka000001`), or null. */
export function vinOfSlug(slug: string | null | undefined): string | null {
  const tail = slug?.slice(-17) ?? ''
  return isVinFormat(tail) && (slug?.length === 17 || slug?.at(-18) === '-') ? tail.toUpperCase() : null
}
