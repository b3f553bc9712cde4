import { z } from 'zod'

import { isValidPhone, phoneKey } from '@/lib/phone'
import { codeDigits, isCodeFormat } from './code-format'
import { SERVER_MESSAGES, VALIDATION_MESSAGES as M } from './messages'

/** Error keys of a verification answer: the phone field, the code field, or the form as a whole. */
export type PhoneValidationErrors = Partial<Record<'phone' | 'code' | 'error', string>>

// Generous for any way of writing a phone number or a code, and small enough to refuse pasted essays.
const MAX_PHONE_CHARS = 40
const MAX_CODE_CHARS = 20

// A number is accepted as its decimal string (a form library may send 8155550100 or 123456 unquoted).
const asText = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value)
const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim())

const phoneField = z.preprocess(
  asText,
  z
    .string({ error: (issue) => (isBlank(issue.input) ? M.phoneRequired : M.phoneInvalid) })
    .trim()
    .min(1, M.phoneRequired)
    .max(MAX_PHONE_CHARS, M.phoneInvalid)
    .refine(isValidPhone, M.phoneInvalid)
    .transform(phoneKey),
)

const codeField = z.preprocess(
  asText,
  z
    .string({ error: (issue) => (isBlank(issue.input) ? M.codeRequired : M.codeFormat) })
    .trim()
    .min(1, M.codeRequired)
    .max(MAX_CODE_CHARS, M.codeFormat)
    .transform(codeDigits)
    .refine(isCodeFormat, M.codeFormat),
)

/** The request body: unknown fields are dropped, `code` is read only when verifying. */
export const phoneValidationInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('phone-validation'), phone: phoneField }),
    z.object({ type: z.literal('code-verification'), phone: phoneField, code: codeField }),
  ],
  { error: SERVER_MESSAGES.typeInvalid },
)

export type PhoneValidationInput = z.infer<typeof phoneValidationInput>

/** Parses a request body into the input or the field messages to answer with (first message per field). */
export function parsePhoneValidationInput(
  body: unknown,
): { ok: true; input: PhoneValidationInput } | { ok: false; errors: PhoneValidationErrors } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { error: SERVER_MESSAGES.bodyNotJson } }
  }
  const parsed = phoneValidationInput.safeParse(body)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: PhoneValidationErrors = {}
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'phone' || issue.path[0] === 'code' ? issue.path[0] : 'error'
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}
