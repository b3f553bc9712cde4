/**
 * The limits of `POST /api/forms/{form}`: request sizes, rate limits and the messages of refusals that are about
 * the request rather than a field. Pure constants and the limiter factory.
 */
import { RESUME_MAX_BYTES, RESUME_MESSAGES } from '@/lib/leads/resume'
import { LIMITS, MESSAGES } from '@/lib/leads/validation'
import { createRateLimiter, type RateLimiter, type RateLimitRule } from '@/lib/rate-limit/limiter'

const MINUTE = 60_000

/** Largest JSON body read (bytes): the biggest real form, a credit application with a co-borrower, is ~5 KB. */
export const MAX_JSON_BYTES = LIMITS.jsonBodyBytes
/** Room for the careers form's text fields and the multipart framing around the résumé. */
export const MULTIPART_MARGIN_BYTES = 64 * 1024
/** Largest multipart body read (careers only): the résumé limit plus the margin. */
export const MAX_MULTIPART_BYTES = RESUME_MAX_BYTES + MULTIPART_MARGIN_BYTES

/** The multipart part that carries the careers form's résumé. */
export const RESUME_FIELD = 'resume'

/**
 * Rate limits, counted per app instance (src/lib/rate-limit): a visitor may send the same form 5 times in 10
 * minutes and 20 forms of any kind an hour; every form also has a site-wide ceiling of 300 an hour, the only
 * guard when the IP is unknown (no TRUST_PROXY) and a cap on what a botnet can pile into the leads inbox.
 * Refused requests are not counted; every admitted request is, valid or not (a script probing the schema pays).
 */
export const FORM_RATE_LIMITS = {
  formPerIp: { limit: 5, windowMs: 10 * MINUTE },
  anyFormPerIp: { limit: 20, windowMs: 60 * MINUTE },
  formGlobal: { limit: 300, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>

export type FormRateRule = keyof typeof FORM_RATE_LIMITS
export type FormLimiter = RateLimiter<FormRateRule>

/** The limiter of the form endpoint; one per process (module scope of the route). */
export function createFormLimiter(now?: () => number): FormLimiter {
  return createRateLimiter(FORM_RATE_LIMITS, { now })
}

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
  unavailable: 'We could not save your request right now. Please try again in a few minutes or call us.',
  phoneNotVerified: 'Verify your phone number with the code we text you, then send the form again.',
} as const

/** Lifetime of the cookie that remembers the last financing application (seconds): a visitor's session or so. */
export const FINANCING_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60
/** The cookie that holds a keyed hash of the last apply-financing data (SPEC section 4: unchanged → 200). */
export const FINANCING_COOKIE = 'financingSubmitted'
