/**
 * The visitor-profile cookies a submission implies, the selected-store cookie and the
 * ad-tracking values (adsValues, 30 days). Pure: current cookie values and the submission in, a list of cookie
 * writes out, for `cookies().set(name, value, options)` in a route handler or the proxy.
 *
 * Decisions where the SPEC is silent: profile cookies live 365 days; they are readable by the page scripts
 * (not httpOnly) because the forms prefill from them and popups read adfLead; dateOfBirth and the SSN are never
 * written to a cookie, and a dateOfBirth cookie a browser still sends is deleted with the next lead's answer
 * (docs/security.md); the pre-approval's home address is homeAddress and the credit application's current
 * residence, the address the shopper gives as where they are now, is locationAddress; a new phone number drops an
 * earlier phoneVerified unless it is that very number; ad values from a new visit with tracking parameters replace
 * the old set (last touch).
 */
import { phoneDigits } from '@/lib/phone'
import { AD_TRACKING_PARAMS } from '@/lib/settings/defaults'

import { ADF_LEAD_VALUE } from './prospect'
import type { Address } from './schemas/common'
import type { LeadSubmission } from './schemas/registry'
import { submissionUser } from './summary'
import {
  ADS_VALUES_MAX_AGE_S,
  RETIRED_VISITOR_COOKIES,
  STORE_SELECTION_MAX_AGE_S,
  VISITOR_COOKIES,
  VISITOR_PROFILE_MAX_AGE_S,
} from './visitor-cookies'

export { ADS_VALUES_MAX_AGE_S, STORE_SELECTION_MAX_AGE_S, VISITOR_COOKIES, VISITOR_PROFILE_MAX_AGE_S }

/** Longest ad value kept; click ids are far shorter. */
export const AD_VALUE_MAX_LENGTH = 200

/** Options of every cookie written here (maxAge in seconds, as Next's cookies().set takes it). */
export interface VisitorCookieOptions {
  path: '/'
  secure: boolean
  sameSite: 'lax'
  httpOnly: false
  maxAge: number
}

/** One cookie to write; maxAge 0 deletes it. The value is raw: the cookie setter encodes it. */
export interface CookieWrite {
  name: string
  value: string
  options: VisitorCookieOptions
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): CookieWrite {
  return { name, value, options: { path: '/', secure, sameSite: 'lax', httpOnly: false, maxAge } }
}

/** What a submission tells about the visitor. */
export interface SubmittedProfile {
  firstName?: string
  lastName?: string
  email?: string
  phone?: string
  homeAddress?: Address
  locationAddress?: Address
}

/** The profile fields of a validated submission (never its date of birth or SSN). */
export function submittedProfileOf(submission: LeadSubmission): SubmittedProfile {
  const profile: SubmittedProfile = { ...submissionUser(submission) }
  if (submission.form === 'apply-financing' && submission.data.homeAddress)
    profile.homeAddress = submission.data.homeAddress
  // The applicant's current residence comes first in the list (the co-borrower's is theirs, not the visitor's).
  const current = submission.form === 'full-credit-application' ? submission.data.residence[0] : undefined
  if (current) {
    const { fullAddress: address, apartment, city, state, zipCode } = current
    profile.locationAddress = apartment ? { address, apartment, city, state, zipCode } : { address, city, state, zipCode }
  }
  return profile
}

export interface VisitorUpdateInput {
  /** The request's cookies by name. */
  current: Readonly<Record<string, string | undefined>>
  submitted: SubmittedProfile
  now: Date
  /** Makes the uniqueUserId; crypto.randomUUID by default. */
  newId?: () => string
  /** false only for plain-http development hosts that drop secure cookies. */
  secure?: boolean
}

/**
 * The cookie writes after a lead: the submitted contact fields, uniqueUserId when missing, unlockPrice (a
 * timestamp in ms) once first name, last name, email and phone are all known, and adfLead '1' after the first
 * lead (so later leads are sent with status resend).
 */
export function visitorCookieUpdates({
  current,
  submitted,
  now,
  newId = () => crypto.randomUUID(),
  secure = true,
}: VisitorUpdateInput): CookieWrite[] {
  const writes: CookieWrite[] = []
  const keep = (name: string, value: string) => writes.push(cookie(name, value, VISITOR_PROFILE_MAX_AGE_S, secure))
  const profile = { ...current }

  for (const field of ['firstName', 'lastName', 'email', 'phone'] as const) {
    const value = submitted[field]?.trim()
    if (!value) continue
    keep(VISITOR_COOKIES[field], value)
    profile[VISITOR_COOKIES[field]] = value
  }
  // A verification belongs to a number: a different phone drops it, unless phoneVerified names that very number.
  const verified = current[VISITOR_COOKIES.phoneVerified]
  const newPhone = submitted.phone ? phoneDigits(submitted.phone) : ''
  if (verified && newPhone) {
    const samePhone = phoneDigits(current[VISITOR_COOKIES.phone] ?? '') === newPhone
    if (!samePhone && phoneDigits(verified) !== newPhone)
      writes.push(cookie(VISITOR_COOKIES.phoneVerified, '', 0, secure))
  }
  if (submitted.homeAddress) keep(VISITOR_COOKIES.homeAddress, JSON.stringify(submitted.homeAddress))
  if (submitted.locationAddress) keep(VISITOR_COOKIES.locationAddress, JSON.stringify(submitted.locationAddress))
  for (const name of RETIRED_VISITOR_COOKIES) if (current[name] !== undefined) writes.push(cookie(name, '', 0, secure))
  if (!current[VISITOR_COOKIES.uniqueUserId]) keep(VISITOR_COOKIES.uniqueUserId, newId())

  const complete = (['firstName', 'lastName', 'email', 'phone'] as const).every((field) =>
    profile[VISITOR_COOKIES[field]]?.trim(),
  )
  if (complete && !current[VISITOR_COOKIES.unlockPrice]) keep(VISITOR_COOKIES.unlockPrice, String(now.getTime()))
  if (current[VISITOR_COOKIES.adfLead] !== ADF_LEAD_VALUE) keep(VISITOR_COOKIES.adfLead, ADF_LEAD_VALUE)
  return writes
}

/** The userSelectedStore cookie for a location id (30 days). */
export function selectedStoreCookie(storeId: string, secure = true): CookieWrite {
  return cookie(VISITOR_COOKIES.userSelectedStore, storeId, STORE_SELECTION_MAX_AGE_S, secure)
}

const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g

/** Allowed, non-empty ad values of a query string or an object, trimmed and bounded. */
export function filterAdsValues(
  source: URLSearchParams | Readonly<Record<string, unknown>> | null | undefined,
  allowList: readonly string[] = AD_TRACKING_PARAMS,
): Record<string, string> {
  const values: Record<string, string> = {}
  if (!source) return values
  for (const param of allowList) {
    const raw = source instanceof URLSearchParams ? source.get(param) : source[param]
    if (typeof raw !== 'string') continue
    const value = raw.replace(CONTROL, '').trim().slice(0, AD_VALUE_MAX_LENGTH)
    if (value) values[param] = value
  }
  return values
}

/** The adsValues cookie's object, filtered by the allow-list; {} when absent or unreadable. */
export function parseAdsValuesCookie(
  raw: string | null | undefined,
  allowList: readonly string[] = AD_TRACKING_PARAMS,
): Record<string, string> {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? filterAdsValues(Object.fromEntries(Object.entries(parsed)), allowList)
      : {}
  } catch {
    return {}
  }
}

/**
 * The adsValues write for a request: a new 30-day cookie when the URL carries allowed tracking parameters
 * (they replace the previous set), null otherwise.
 */
export function adsValuesCookieFor(
  searchParams: URLSearchParams,
  allowList: readonly string[] = AD_TRACKING_PARAMS,
  secure = true,
): CookieWrite | null {
  const values = filterAdsValues(searchParams, allowList)
  if (Object.keys(values).length === 0) return null
  return cookie(VISITOR_COOKIES.adsValues, JSON.stringify(values), ADS_VALUES_MAX_AGE_S, secure)
}
