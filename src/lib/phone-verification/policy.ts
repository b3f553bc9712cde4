/**
 * Phone verification's numbers. Imported by the browser's verification step too (CODE_LENGTH), so nothing here
 * may import server modules: the Redis-backed limiter is built in ./limiter.ts.
 */
import type { RateLimitRule } from '@/lib/rate-limit/limiter'

const MINUTE = 60_000

/** Digits in a verification code (SPEC section 9). */
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
 * The rate limits: code sends per phone, per IP and site-wide (a cap on SMS cost should someone cycle through
 * numbers and addresses), and code entries per IP. Per-IP rules are skipped when the IP is unknown
 * (src/lib/rate-limit/client-ip.ts); per-phone sends and the five tries per code still hold then.
 */
export const PHONE_VERIFICATION_LIMITS = {
  smsPerPhone: { limit: 3, windowMs: 10 * MINUTE },
  smsPerIp: { limit: 10, windowMs: 60 * MINUTE },
  smsGlobal: { limit: 200, windowMs: 60 * MINUTE },
  verifyPerIp: { limit: 20, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

export type PhoneVerificationRule = keyof typeof PHONE_VERIFICATION_LIMITS
