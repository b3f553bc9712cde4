/**
 * Phone numbers of SPEC section 5: a leading +1 and every non-digit are removed, and a number is valid when
 * more than 9 digits remain. The four masks are filled from the digits, so a half-typed number formats as far
 * as it goes (the input mask as the visitor types). Pure and dependency-free: it runs in the browser bundle.
 */

/** The SPEC's masks; `9` is a digit slot. */
export const PHONE_MASKS = {
  general: '(999) 999-9999',
  input: '+1 (999) 999-9999',
  adf: '999-999-9999',
  search: '9999999999',
} as const
export type PhoneMask = keyof typeof PHONE_MASKS

/** The most digits accepted (E.164's ceiling), so a pasted essay is not a "valid phone". */
export const PHONE_MAX_DIGITS = 15

/** The digits of a phone number after removing a leading +1 and every non-digit: '+1 (815) 555-0100' → '8155550100'. */
export function phoneDigits(value: string): string {
  return value
    .trim()
    .replace(/^\+\s*1/, '')
    .replace(/\D/g, '')
}

/** SPEC rule: more than 9 digits (and at most PHONE_MAX_DIGITS). */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value)
  return digits.length > 9 && digits.length <= PHONE_MAX_DIGITS
}

/** The ten national digits when the number is a North American one (with or without its leading 1). */
function nationalDigits(digits: string): string {
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/**
 * A phone number in one of the SPEC masks: '8155550100' → '(815) 555-0100' (general), '+1 (815) 555-0100'
 * (input), '815-555-0100' (adf), '8155550100' (search). Fewer digits fill the mask as far as they go
 * ('815' → '(815' in general); a number longer than ten national digits is returned as its digits.
 */
export function formatPhone(value: string, mask: PhoneMask = 'general'): string {
  const digits = nationalDigits(phoneDigits(value))
  if (digits.length > 10) return digits
  if (digits === '') return ''
  let out = ''
  let next = 0
  for (const char of PHONE_MASKS[mask]) {
    if (next >= digits.length) break
    if (char === '9') out += digits[next++]
    else out += char
  }
  return out
}
