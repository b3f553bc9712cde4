/**
 * The browser side of SMS phone verification: the step's field rules with their
 * messages, and how an answer of `POST /api/customer/phoneValidation` becomes field messages. The server's own
 * parser (src/lib/phone-verification/input.ts) needs node:crypto, so the rules are restated here on the same
 * helpers and messages; tests/int/financing-verification.int.spec.ts checks both agree.
 */
import { z } from 'zod'

import { isValidPhone } from '@/lib/phone'
import { codeDigits, isCodeFormat } from '@/lib/phone-verification/code-format'
import type { PhoneValidationErrors } from '@/lib/phone-verification/input'
import { VALIDATION_MESSAGES as M } from '@/lib/phone-verification/messages'

// The server's bounds: longer input is refused with the format message.
const MAX_PHONE_CHARS = 40
const MAX_CODE_CHARS = 20

/** The verification step's fields; a code is checked only when verifying (see VerificationStep). */
export const verificationSchema = z.object({
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .refine((value) => value.length <= MAX_PHONE_CHARS && isValidPhone(value), M.phoneInvalid),
  code: z
    .string({ error: M.codeRequired })
    .trim()
    .min(1, M.codeRequired)
    .refine((value) => value.length <= MAX_CODE_CHARS && isCodeFormat(codeDigits(value)), M.codeFormat),
})
export type VerificationValues = z.input<typeof verificationSchema>

/** The two requests of the endpoint. */
export type VerificationRequest = 'phone-validation' | 'code-verification'

/** What the visitor is told after a request. */
export type VerificationOutcome =
  | { ok: true; message: string }
  | { ok: false; errors: PhoneValidationErrors }

/** Shown when the server cannot be reached or answers with nothing readable. */
export const VERIFICATION_FALLBACK = {
  offline: 'We could not reach the dealership. Check your connection and try again.',
  unreadable: 'Something went wrong. Please try again in a few minutes.',
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An answer's outcome. Errors keep their keys (`phone`, `code`, `error`); a bare `message` goes
 * under the field of the request, the phone while asking for a code, the code while verifying.
 */
export function readVerificationAnswer(request: VerificationRequest, ok: boolean, body: unknown): VerificationOutcome {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : null
  if (ok && isRecord(body) && body.success === true) return { ok: true, message: message ?? '' }
  const errors: PhoneValidationErrors = {}
  if (isRecord(body) && isRecord(body.error)) {
    for (const key of ['phone', 'code', 'error'] as const) {
      const text = body.error[key]
      if (typeof text === 'string' && text) errors[key] = text
    }
  }
  if (Object.keys(errors).length === 0) {
    if (message) errors[request === 'phone-validation' ? 'phone' : 'code'] = message
    else errors.error = VERIFICATION_FALLBACK.unreadable
  }
  return { ok: false, errors }
}
