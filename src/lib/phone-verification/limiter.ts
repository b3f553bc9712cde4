import { createLimiter, type Limiter } from '@/lib/abuse/limiter'

import { PHONE_VERIFICATION_LIMITS, type PhoneVerificationRule } from './policy'

export type PhoneVerificationLimiter = Limiter<PhoneVerificationRule>

/**
 * The limiter for handlePhoneValidation; one per process (module scope of the route). Counted in Redis, shared by
 * every process and instance, when `redisUrl` (the route passes `REDIS_URL`) is given; otherwise in memory, shared
 * by the workers of one `npm start` through their cluster primary.
 */
export function createPhoneVerificationLimiter(
  options: { redisUrl?: string; keyPrefix?: string } = {},
): PhoneVerificationLimiter {
  return createLimiter(PHONE_VERIFICATION_LIMITS, {
    redisUrl: options.redisUrl,
    keyPrefix: options.keyPrefix ?? 'phone-verification',
  })
}
