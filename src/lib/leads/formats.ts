/**
 * Format predicates (email, SSN, dates, ZIP) and of the request context (document ids, page
 * URLs): plain functions on strings, so the zod field builders of ./validation, the routing and the UI share one
 * definition. Phone numbers have their own module (./phone).
 */
import { z } from 'zod'

import { MAX_EMAIL_LENGTH } from './limits'

export { MAX_EMAIL_LENGTH }

// Email: local part, @, domain, top-level domain of at least 2 letters. The character classes also keep
// spaces, quotes and angle brackets out, so an address can never inject a mail header.
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/

/** True for an address of the SPEC's shape. */
export function isValidEmail(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value.trim())
}

// SSN ddd-dd-dddd without area 000, 666 or 9xx, group 00 or serial 0000.
const SSN = /^(?!000|666|9\d\d)\d{3}-(?!00)\d{2}-(?!0000)\d{4}$/

/** True for a valid social security number in ddd-dd-dddd form. */
export function isValidSsn(value: string): boolean {
  return SSN.test(value)
}

/** ddd-dd-dddd from nine digits typed without dashes; anything else unchanged. */
export function dashedSsn(value: string): string {
  return /^\d{9}$/.test(value) ? `${value.slice(0, 3)}-${value.slice(3, 5)}-${value.slice(5)}` : value
}

/** True for a real calendar date written yyyy-mm-dd (2024-02-30 is not one). */
export function isValidDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** Whole years between a yyyy-mm-dd birth date and `today` (also yyyy-mm-dd). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0)
}

const DATE_TIME = z.iso.datetime({ offset: true })

/** True for an ISO 8601 date-time with an offset or Z, e.g. 2026-03-02T15:30:00-06:00. */
export function isDateTime(value: string): boolean {
  return DATE_TIME.safeParse(value).success
}

/** US ZIP code: 12345 or 12345-6789. */
export const ZIP_CODE = /^\d{5}(-\d{4})?$/

/** True for a US ZIP code. */
export function isZipCode(value: string): boolean {
  return ZIP_CODE.test(value)
}

// Payload ids: uuids on SQLite, 24-hex ObjectIds on MongoDB.
const DOCUMENT_ID = /^[A-Za-z0-9-]{1,64}$/

/** True for a Payload document id. */
export function isDocumentId(value: string): boolean {
  return DOCUMENT_ID.test(value)
}

/** True for a site path or an absolute http(s) URL (never javascript: or data:). */
export function isPageUrl(value: string): boolean {
  return value.startsWith('/') || /^https?:\/\/\S+$/i.test(value)
}
