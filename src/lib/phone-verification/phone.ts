import { isValidPhone, phoneDigits, phoneE164 } from '@/lib/leads/phone'

export { isValidPhone }

/**
 * The key a phone number is verified under: its digits (leading +1 and non-digits removed), with a
 * North American number's leading 1 dropped too, so '+1 (815) 555-0100', '815.555.0100' and '18155550100' are
 * all '8155550100'.
 */
export function normalisePhone(value: string): string {
  const digits = phoneDigits(value)
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/**
 * E.164 for the SMS provider, from libphonenumber-js. Ten digits are a North American number (country US, SPEC
 * section 9): '8155550100' → '+18155550100'; longer ones already start with their country code
 * ('442079460958' → '+442079460958'). A number the library cannot place keeps the plain '+digits' form, so the
 * provider, not this site, answers for it.
 */
export function toE164(normalised: string): string {
  return phoneE164(normalised) ?? `+${normalised}`
}
