/**
 * The limits of `POST /api/forms/{form}`: request sizes, rate limits and the messages of refusals that are about
 * the request rather than a field. Constants and the limiter factory.
 */
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@/lib/leads/resume'
import { LIMITS, MESSAGES } from '@/lib/leads/validation'
import { createAbuseLimiter, type AbuseLimiter, type AbuseLimiterOptions } from '@/lib/abuse/limiter'

/** Largest JSON body read (bytes): the biggest real form, a credit application with a co-borrower, is ~5 KB. */
export const MAX_JSON_BYTES = LIMITS.jsonBodyBytes
/** Room for the careers form's text fields and the multipart framing around the résumé. */
export const MULTIPART_MARGIN_BYTES = 64 * 1024
/** Largest multipart body read (careers only): the résumé limit plus the margin. */
export const MAX_MULTIPART_BYTES = RESUME_MAX_BYTES + MULTIPART_MARGIN_BYTES

/** The multipart part that carries the careers form's résumé. */
export const RESUME_FIELD = 'resume'

/**
 * The limiter of the form endpoint, one per process (module scope of the route): the abuse rules of
 * src/lib/abuse/policy.ts (per address, per visitor cookie, per email or phone; the site-wide count only triggers a
 * challenge), counted in Redis when `REDIS_URL` is set, in memory otherwise.
 */
export function createFormLimiter(options: AbuseLimiterOptions = {}): AbuseLimiter {
  return createAbuseLimiter({
    redisUrl: process.env.REDIS_URL || undefined,
    ...options,
  })
}

export type FormLimiter = AbuseLimiter

/** Messages of refusals that concern the whole request (key `_form`) or a check outside the schemas. */
export const INTAKE_MESSAGES = {
  unreadable: MESSAGES.invalidRequest,
  contentType: 'Send the form as JSON (the careers form as multipart/form-data).',
  tooLarge: 'The form is too large to send.',
  resumeTooLarge: RESUME_MESSAGES.size,
  tooMany: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60))
    return `Too many submissions. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  },
  challenge: 'Please send the form again.',
  unavailable: 'We could not save your request right now. Please try again in a few minutes or call us.',
  phoneNotVerified: 'Verify your phone number with the code we text you, then send the form again.',
} as const

/** Lifetime of the cookie that remembers the last financing application (seconds): a visitor's session or so. */
export const FINANCING_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60
/**
 * The cookie that holds a keyed hash of the last apply-financing data (unchanged data is answered 200 without
 * sending).
 */
export const FINANCING_COOKIE = 'financingSubmitted'
