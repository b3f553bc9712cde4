/**
 * Admin-side checks of vehicle fields, as pure functions returning true or the message the editor sees.
 * The VIN check digit lives in @/lib/vin/check-digit; here only the format is enforced, because pre-1981 and
 * some imported vehicles carry 17-character VINs without a valid North American check digit.
 */

import { VIN_PATTERN } from '@/lib/vin/check-digit'

/** True when the VIN has the 17-character format, in either case (slugs carry it lowercased). */
export function isVinFormat(vin: string): boolean {
  return VIN_PATTERN.test(vin.toUpperCase())
}

/** Uppercases and removes spaces and dashes people paste along with a VIN. */
export function normalizeVin(vin: string): string {
  return vin.replace(/[\s-]+/g, '').toUpperCase()
}

/** Validation message for a VIN field. */
export function vinError(vin: string | null | undefined): true | string {
  if (!vin) return 'Enter the 17-character VIN.'
  const normalized = normalizeVin(vin)
  if (normalized.length !== 17) return `A VIN has exactly 17 characters; this one has ${normalized.length}.`
  if (/[IOQ]/.test(normalized)) return 'A VIN never contains the letters I, O or Q (use 1 and 0 instead).'
  return isVinFormat(normalized) ? true : 'A VIN contains only letters and digits.'
}

export const OLDEST_MODEL_YEAR = 1900

/** Validation message for a model year: 1900 up to two years ahead (next year's models go on sale early). */
export function yearError(year: number | null | undefined, now: Date = new Date(), required = true): true | string {
  if (year == null) return required ? 'Enter the model year.' : true
  const newest = now.getFullYear() + 2
  if (!Number.isInteger(year) || year < OLDEST_MODEL_YEAR || year > newest) {
    return `Enter a four-digit year between ${OLDEST_MODEL_YEAR} and ${newest}.`
  }
  return true
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** Validation message for an optional '#rrggbb' colour. */
export function hexColorError(value: string | null | undefined): true | string {
  if (!value) return true
  return HEX_COLOR.test(value) ? true : 'Use a six-digit hex color such as #1f3a5f.'
}

/** Validation message for an optional link that must be a full http(s) URL. */
export function httpUrlError(value: string | null | undefined): true | string {
  if (!value) return true
  return /^https?:\/\/\S+$/.test(value) ? true : 'Enter a full URL starting with https://'
}
