/**
 * Phone numbers, the one module that normalises, validates and formats them: a leading +1 and every non-digit are
 * removed, and a number is valid when more than 9 digits remain. Parsing and the formats the SPEC's masks cannot
 * express (numbers of other countries) come from libphonenumber-js (its "min" metadata, small enough for the browser
 * bundle); the SPEC's four masks are filled from the digits, so a half-typed number formats as far as it goes (the
 * input mask as the visitor types, ./input-mask). The click-to-call link's href is ./tel, free of the library.
 */
import { parseIncompletePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min'

import { nationalDigits } from './national'

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

/**
 * The digits of a phone number after removing a leading +1 and every non-digit: '+1 (815) 555-0100' →
 * '8155550100'. The library's input clean-up keeps a leading + and digits of any script (a phone keyboard's
 * full-width '８１５' is 815), and drops everything else.
 */
export function phoneDigits(value: string): string {
  return parseIncompletePhoneNumber(value.trim())
    .replace(/^\+1/, '')
    .replace(/^\+/, '')
}

/** SPEC rule: more than 9 digits (and at most PHONE_MAX_DIGITS). */
export function isValidPhone(value: string): boolean {
  const digits = phoneDigits(value)
  return digits.length > 9 && digits.length <= PHONE_MAX_DIGITS
}

/**
 * The key one phone number is counted, verified and compared under: its digits, with a North American number's
 * leading 1 dropped too, so '+1 (815) 555-0100', '815.555.0100' and '18155550100' are all '8155550100'.
 */
export function phoneKey(value: string): string {
  return nationalDigits(phoneDigits(value))
}

/**
 * E.164 ('+18155550100'): ten digits are a North American number (the store's country is US); longer ones
 * start with their country code. Null when the library cannot read it as a number of any country.
 */
export function phoneE164(value: string): string | null {
  const digits = phoneKey(value)
  const parsed = digits.length > 10 ? parsePhoneNumberFromString(`+${digits}`) : parsePhoneNumberFromString(digits, 'US')
  return parsed?.number ?? null
}

/**
 * The number for a provider that answers for it itself (the SMS provider, Meta's hashed customer data): E.164, or
 * '+' and its digits when no country's plan places it ('9991234567890' → '+9991234567890'), so the provider, not
 * this site, refuses it.
 */
export function phoneForProvider(value: string): string {
  return phoneE164(value) ?? `+${phoneKey(value)}`
}

/**
 * A phone number in one of the SPEC masks: '8155550100' → '(815) 555-0100' (general), '+1 (815) 555-0100'
 * (input), '815-555-0100' (adf), '8155550100' (search). Fewer digits fill the mask as far as they go
 * ('815' → '(815' in general). A number of another country (more than ten national digits) is shown in its own
 * international format ('+44 20 7946 0958') by the general and input masks, and as its digits by the others.
 */
export function formatPhone(value: string, mask: PhoneMask = 'general'): string {
  const digits = phoneKey(value)
  if (digits.length > 10) {
    const international = mask === 'general' || mask === 'input'
    return (international && parsePhoneNumberFromString(`+${digits}`)?.formatInternational()) || digits
  }
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
