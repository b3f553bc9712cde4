import { createSharedRateLimiter, type SharedRateLimiter } from '@/lib/rate-limit/shared'

import { PHONE_VERIFICATION_LIMITS, type PhoneVerificationRule } from './policy'

export type PhoneVerificationLimiter = SharedRateLimiter<PhoneVerificationRule>

/**
 * The limiter for handlePhoneValidation; one per process (module scope of the route). Counted in Redis, shared by
 * every process and instance, when `redisUrl` (the route passes `REDIS_URL`) is given; in memory otherwise.
 */
export function createPhoneVerificationLimiter(now?: () => number, redisUrl?: string): PhoneVerificationLimiter {
  return createSharedRateLimiter(PHONE_VERIFICATION_LIMITS, { now, redisUrl, keyPrefix: 'phone-verification' })
}
