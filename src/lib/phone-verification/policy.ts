/**
 * Phone verification's numbers. Imported by the browser's verification step too (CODE_LENGTH), so nothing here
 * may import server modules: the limiter is built in ./limiter.ts.
 */
import type { AbuseRule } from '@/lib/abuse/policy'

const MINUTE = 60_000
const MINUTE_S = 60

/** Digits in a verification code. */
export const CODE_LENGTH = 6
/** A code can be entered for this long after it was sent. */
export const CODE_TTL_MS = 10 * MINUTE
/** Wrong entries a code survives; after the fifth it is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5
/** How long a successful verification counts for isPhoneVerified (e.g. the credit-score pre-approval). */
export const VERIFIED_FOR_MS = 30 * MINUTE
/** Largest request body read; the JSON of a real request is about 100 bytes. */
export const MAX_BODY_BYTES = 4 * 1024
/** Records untouched for this long hold nothing useful (codes and verifications have lapsed) and are deleted. */
export const RETENTION_MS = 24 * 60 * MINUTE

/**
 * The rate limits (`points` per `durationS` seconds): code sends per phone, per IP and site-wide (a cap on SMS cost
 * should someone cycle through numbers and addresses), and code entries per IP. Per-IP rules are skipped when the
 * IP is unknown (src/lib/http/client-ip.ts); per-phone sends and the five tries per code still hold then.
 */
export const PHONE_VERIFICATION_LIMITS = {
  smsPerPhone: { points: 3, durationS: 10 * MINUTE_S },
  smsPerIp: { points: 10, durationS: 60 * MINUTE_S },
  smsGlobal: { points: 200, durationS: 60 * MINUTE_S },
  verifyPerIp: { points: 20, durationS: 10 * MINUTE_S },
} as const satisfies Record<string, AbuseRule>

export type PhoneVerificationRule = keyof typeof PHONE_VERIFICATION_LIMITS
