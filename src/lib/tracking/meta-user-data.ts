/**
 * Customer information for Meta's Conversions API: normalised as Meta's customer-information rules ask, then
 * SHA-256 hashed, so no plain email, phone or name leaves the server. Server only (node:crypto).
 */
import { createHash } from 'node:crypto'

import { isValidPhone, phoneDigits, phoneForProvider } from '@/lib/phone'

import type { TrackedUser } from './events'

/** Meta's hashed keys: email, phone, first name, last name, the site's own visitor id. */
export type HashedUserData = { em?: string[]; ph?: string[]; fn?: string[]; ln?: string[]; external_id?: string[] }

/** Lowercase hex SHA-256, as Meta expects. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** Trimmed and lowercased; null unless it looks like an address. */
export function normaliseEmail(email: string | undefined): string | null {
  const value = email?.trim().toLowerCase() ?? ''
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? value : null
}

/**
 * Digits only with the country code and no leading zeros (an international call prefix such as 0044 is not part of
 * the number); the store is in the US, so a 10-digit number gets its 1. Null when it is no valid phone.
 */
export function normalisePhone(phone: string | undefined): string | null {
  const digits = phoneDigits(phone ?? '').replace(/^0+/, '')
  return isValidPhone(digits) ? phoneForProvider(digits).slice(1) : null
}

/** Lowercase letters only: Meta wants names without punctuation or spaces (accented letters stay, as UTF-8). */
export function normaliseName(name: string | undefined): string | null {
  const value = (name ?? '').normalize('NFC').toLowerCase().replace(/[^\p{L}\p{M}]/gu, '')
  return value || null
}

/** The hashed user data of a relay: only the parts that normalise to something. */
export function hashUserData(user: TrackedUser, externalId?: string): HashedUserData {
  const parts: Array<[keyof HashedUserData, string | null]> = [
    ['em', normaliseEmail(user.email)],
    ['ph', normalisePhone(user.phone)],
    ['fn', normaliseName(user.firstName)],
    ['ln', normaliseName(user.lastName)],
    ['external_id', externalId?.trim() || null],
  ]
  return Object.fromEntries(parts.flatMap(([key, value]) => (value ? [[key, [sha256(value)]]] : [])))
}
