/**
 * The financing form returns ok status 200 without sending when the user data did not change.
 * The endpoint keeps, in an HttpOnly cookie, a keyed hash of the last application the browser sent
 * (financingFingerprint: every field but the idempotency key and the page) and compares the next one with it.
 * Keyed with the server secret, so the cookie reveals nothing about the contact details it was made from.
 */
import crypto from 'node:crypto'

import { financingFingerprint, type ApplyFinancingData } from '@/lib/leads/schemas/apply-financing'

import type { ResponseCookie } from '@/lib/cookies/header'
import { FINANCING_COOKIE, FINANCING_COOKIE_MAX_AGE_S } from './policy'

/** HMAC-SHA256 of the application's fingerprint, base64url. */
export function financingDigest(secret: string, data: ApplyFinancingData): string {
  return crypto.createHmac('sha256', secret).update(financingFingerprint(data)).digest('base64url')
}

/** True when the cookie holds the digest of the same data. */
export function financingUnchanged(cookie: string | undefined, digest: string): boolean {
  if (!cookie || cookie.length !== digest.length) return false
  return crypto.timingSafeEqual(Buffer.from(cookie), Buffer.from(digest))
}

/** The cookie that remembers the application just stored. */
export function financingCookie(digest: string, secure = true): ResponseCookie {
  return {
    name: FINANCING_COOKIE,
    value: digest,
    options: { path: '/', secure, sameSite: 'lax', httpOnly: true, maxAge: FINANCING_COOKIE_MAX_AGE_S },
  }
}
