/**
 * Whom a failed staff sign-in counts against. Guessing is slowed by the guesser, never by locking the account:
 * failures count per client address and per address and account, and per account only from addresses the account
 * has not signed in from (so strangers failing elsewhere never keep the owner out on an address they use). An
 * email without an account is counted exactly like one with, so the answers never tell staff emails apart.
 * Pure: the Users hooks apply it with the abuse limiter (src/lib/abuse/limiter.ts).
 */
import { createHmac } from 'node:crypto'

import { z } from 'zod'

import type { AbuseHit } from '@/lib/abuse/policy'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

/** How many sign-in addresses an account remembers (the most recent). */
export const KNOWN_ADDRESSES_KEPT = 10
/** An address not signed in from for this long is a stranger's again. */
export const KNOWN_ADDRESS_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000
/** A known address's last use is rewritten at most this often (not on every sign-in). */
const REFRESH_MS = 24 * 60 * 60 * 1000

/** The sign-in email as Payload compares it: trimmed, lower case. */
export function loginEmail(value: unknown): string {
  return typeof value === 'string' ? value.toLowerCase().trim() : ''
}

export type LoginHits = { attempts: AbuseHit[]; failures: AbuseHit[] }

/**
 * The counts of a sign-in of `email` from `ip`: `attempts`, counted before the password is checked (so guesses sent
 * all at once are capped too), and `failures`, checked before and counted only when the password was wrong.
 */
export function loginHits(ip: string, email: string, knownAddress: boolean): LoginHits {
  const attempts: AbuseHit[] = []
  const failures: AbuseHit[] = []
  // An unknown address (no TRUST_PROXY behind a local proxy, `next dev`) is everyone's: no per-address count.
  if (ip !== UNKNOWN_IP) {
    attempts.push(['loginAttemptsPerIp', ip], ['loginAttemptsPerIpAccount', `${ip} ${email}`])
    failures.push(['loginFailuresPerIp', ip], ['loginFailuresPerIpAccount', `${ip} ${email}`])
  }
  if (!knownAddress) failures.push(['loginFailuresPerAccount', email])
  return { attempts, failures }
}

/** The refusal's text: the same for every email, with the wait in minutes. */
export function tooManyFailuresMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/** An address as an account stores it: a keyed hash, so the users table holds no addresses. */
export function addressTag(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`staff-sign-in-address:${ip}`).digest('hex').slice(0, 32)
}

const knownAddressesSchema = z.array(z.object({ tag: z.string(), seenAt: z.iso.datetime() }))
export type KnownAddress = z.infer<typeof knownAddressesSchema>[number]

/** The stored list (a hidden JSON field); anything else reads as none. */
export function parseKnownAddresses(value: unknown): KnownAddress[] {
  const parsed = knownAddressesSchema.safeParse(value)
  return parsed.success ? parsed.data : []
}

/** True when the account signed in from this address within KNOWN_ADDRESS_MAX_AGE_MS. */
export function isKnownAddress(known: readonly KnownAddress[], tag: string, now: Date): boolean {
  return known.some((entry) => entry.tag === tag && now.getTime() - Date.parse(entry.seenAt) < KNOWN_ADDRESS_MAX_AGE_MS)
}

/**
 * The list after a successful sign-in from `tag`: that address first, then the others still young enough, at most
 * KNOWN_ADDRESSES_KEPT. Null when nothing needs writing (the address is first and was refreshed within a day).
 */
export function rememberAddress(known: readonly KnownAddress[], tag: string, now: Date): KnownAddress[] | null {
  const [first] = known
  if (first?.tag === tag && now.getTime() - Date.parse(first.seenAt) < REFRESH_MS) return null
  const others = known.filter((entry) => entry.tag !== tag && now.getTime() - Date.parse(entry.seenAt) < KNOWN_ADDRESS_MAX_AGE_MS)
  return [{ tag, seenAt: now.toISOString() }, ...others].slice(0, KNOWN_ADDRESSES_KEPT)
}
