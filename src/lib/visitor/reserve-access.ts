/**
 * Private reserve access: a lead who sends the unlock-inventory form may see the reserve vehicles for
 * 30 days. The proof is an HttpOnly cookie holding the time it was issued and an HMAC of that time keyed with the
 * server secret, so a visitor can neither forge it nor stretch it; a readable marker cookie beside it only tells
 * the page's script that asking `GET /api/visitor/reserve` is worth a request (it grants nothing by itself).
 * Pure apart from node:crypto.
 */
import crypto from 'node:crypto'

import type { ResponseCookie } from '@/lib/cookies/header'

import { RESERVE_ACCESS_COOKIE, RESERVE_MARKER_COOKIE } from './reserve-cookie-names'

export { RESERVE_ACCESS_COOKIE, RESERVE_MARKER_COOKIE }

/** How long an unlock lasts (seconds). */
export const RESERVE_ACCESS_MAX_AGE_S = 30 * 24 * 60 * 60

const VERSION = 'v1'
// A token issued a little "in the future" by a server whose clock runs ahead of this one is still accepted.
const CLOCK_SKEW_MS = 5 * 60 * 1000

function mac(secret: string, issuedAtMs: number): string {
  return crypto.createHmac('sha256', secret).update(`reserve-access:${VERSION}:${issuedAtMs}`).digest('base64url')
}

/** A token `v1.<issued at, ms>.<hmac>` proving access granted at `now`. */
export function signReserveAccess(secret: string, now: Date): string {
  const issuedAt = now.getTime()
  return `${VERSION}.${issuedAt}.${mac(secret, issuedAt)}`
}

/** True when the token was signed with this secret and is younger than 30 days at `now`. */
export function verifyReserveAccess(secret: string, token: string | undefined | null, now: Date): boolean {
  if (!secret || !token) return false
  const parts = token.split('.')
  if (parts.length !== 3 || parts[0] !== VERSION || !/^\d{1,15}$/.test(parts[1])) return false
  const issuedAt = Number(parts[1])
  const expected = Buffer.from(mac(secret, issuedAt))
  const given = Buffer.from(parts[2])
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false
  const age = now.getTime() - issuedAt
  return age >= -CLOCK_SKEW_MS && age < RESERVE_ACCESS_MAX_AGE_S * 1000
}

/** The two cookies a 201 of the unlock-inventory form sets: the signed proof and the readable marker. */
export function reserveAccessCookies(secret: string, now: Date, secure = true): ResponseCookie[] {
  const options = { path: '/', secure, sameSite: 'lax', maxAge: RESERVE_ACCESS_MAX_AGE_S } as const
  return [
    { name: RESERVE_ACCESS_COOKIE, value: signReserveAccess(secret, now), options: { ...options, httpOnly: true } },
    { name: RESERVE_MARKER_COOKIE, value: '1', options: { ...options, httpOnly: false } },
  ]
}
