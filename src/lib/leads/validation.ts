/**
 * Field rules shared by every lead form schema, with the specification's exact messages. Every text
 * builder is plain text (./plain-text.ts): made well-formed, invisible format characters removed, trimmed,
 * control characters and HTML tags refused, length bounded; so the React form (via zodResolver) and the endpoint
 * agree on every field.
 *
 * Decisions where the SPEC is silent:
 * - Control characters are rejected, not stripped (MESSAGES.controlCharacters): a NUL or an escape in a name is
 *   never a typing mistake. Multi-line fields (message, comments, notes) allow tab and line breaks.
 *   HTML tags (`<script>`, `<img …>`) are refused too (MESSAGES.markup): nobody types them into a lead form, and
 *   refusing them keeps them out of CRMs that render lead text as HTML. Everything is still escaped on output.
 * - Invisible characters are removed, not refused: bidirectional overrides and zero-width spaces cannot be seen,
 *   so a message asking to remove them could not be followed; lone surrogates become U+FFFD.
 * - A missing value and a value of the wrong type get the same message (the field's "required" message); an
 *   optional field of the wrong type gets MESSAGES.invalidRequest (forms only send strings: that is a script).
 * - Optional fields accept '', null or absence and yield undefined.
 * - Lengths are bounded by LIMITS; numbers by the ranges next to their builders.
 */
import { z } from 'zod'

import { isValidPhone, phoneDigits } from '@/lib/phone'

import {
  ageOn,
  dashedSsn,
  isDateTime,
  isDocumentId,
  isPageUrl,
  isValidDate,
  isValidEmail,
  isValidSsn,
  isZipCode,
} from './formats'
import { LIMITS } from './limits'
import { PLAIN_TEXT_MESSAGES, plainText } from './plain-text'

/** The SPEC's form messages, plus the ones it leaves open (marked). */
export const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  message: 'Enter your message.',
  make: 'Enter the make of the vehicle.',
  model: 'Enter the model of the vehicle.',
  year: 'Enter the year of the vehicle.',
  price: 'Enter the price of the vehicle.',
  mileage: 'Enter the mileage of the vehicle.',
  testDriveUser: 'Please fill info about yourself.',
  // Not in the SPEC:
  ssn: 'Please enter a valid social security number',
  date: 'Please enter a valid date (yyyy-mm-dd)',
  dateTime: 'Please enter a valid date and time',
  adult: 'The applicant must be at least 18 years old',
  zipCode: 'Please enter a valid ZIP code',
  number: 'Please enter a valid number',
  controlCharacters: PLAIN_TEXT_MESSAGES.controlCharacters,
  markup: PLAIN_TEXT_MESSAGES.markup,
  invalidChoice: 'Please choose one of the options',
  invalidRequest: 'The form could not be read; reload the page and try again',
} as const

// The bounds live apart so the browser's forms can read them without this module's zod and phone library.
export { LIMITS }

interface TextOptions {
  /** Message when empty (required fields) or not a string; MESSAGES.required by default. */
  message?: string
  max?: number
  multiline?: boolean
  /** A rule a non-empty value must pass, and its message. */
  valid?: (value: string) => boolean
  invalid?: string
}

// Plain text first (its messages take precedence: wrong type, control characters, markup, length), then the
// field's format; an empty value passes all of them and meets only the required check requiredText appends.
function text({ message = MESSAGES.required, max = LIMITS.text, multiline = false, valid, invalid }: TextOptions) {
  return plainText({ message, max, multiline }).refine(
    (value) => value === '' || !valid || valid(value),
    invalid ?? message,
  )
}

/** A required, trimmed, non-blank text field; `valid` adds a format rule with its `invalid` message. */
export function requiredText(options: TextOptions = {}) {
  return text(options).refine((value) => value !== '', options.message ?? MESSAGES.required)
}

/** An optional trimmed text field: '', blanks, null and absence come out as undefined. */
export function optionalText(options: Omit<TextOptions, 'message'> = {}) {
  return text({ ...options, message: MESSAGES.invalidRequest })
    .nullish()
    .transform((value) => value || undefined)
}

/** Required email: empty → 'This field is required', malformed → 'Please enter a valid email address'. */
export const email = () => requiredText({ max: LIMITS.email, valid: isValidEmail, invalid: MESSAGES.email })
/** Optional email (empty → undefined). */
export const optionalEmail = () => optionalText({ max: LIMITS.email, valid: isValidEmail, invalid: MESSAGES.email })

/** Required phone, normalised to its digits (leading +1 and non-digits removed): '+1 (815) 555-0100' → '8155550100'. */
export const phone = () =>
  requiredText({ max: LIMITS.phone, valid: isValidPhone, invalid: MESSAGES.phone }).transform(phoneDigits)
/** Optional phone, normalised to its digits. */
export const optionalPhone = () =>
  optionalText({ max: LIMITS.phone, valid: isValidPhone, invalid: MESSAGES.phone }).transform(
    (value) => value && phoneDigits(value),
  )

/** The first name with its SPEC message. */
export const firstName = () => requiredText({ message: MESSAGES.firstName, max: LIMITS.name })
/** The last name with its SPEC message. */
export const lastName = () => requiredText({ message: MESSAGES.lastName, max: LIMITS.name })
/** A free-text message with its SPEC message. */
export const message = () => requiredText({ message: MESSAGES.message, max: LIMITS.message, multiline: true })
/** An optional free-text note. */
export const optionalMessage = () => optionalText({ max: LIMITS.message, multiline: true })

/** Required SSN; nine digits typed without dashes are accepted and come out as ddd-dd-dddd. */
export const ssn = () =>
  requiredText({ max: 11, valid: (value) => isValidSsn(dashedSsn(value)), invalid: MESSAGES.ssn }).transform(dashedSsn)

/** A required yyyy-mm-dd date. */
export const date = (message: string = MESSAGES.required) =>
  requiredText({ message, max: 10, valid: isValidDate, invalid: MESSAGES.date })

/** A date of birth: a real date from 1900 on, at least 18 years before today (UTC). */
export const dateOfBirth = () =>
  date()
    .refine((value) => !isValidDate(value) || value >= '1900-01-01', MESSAGES.date)
    .refine((value) => !isValidDate(value) || ageOn(value, new Date().toISOString().slice(0, 10)) >= 18, MESSAGES.adult)

/** A required ISO 8601 date-time with an offset or Z, e.g. 2026-03-02T15:30:00-06:00. */
export const dateTime = (message: string = MESSAGES.required) =>
  requiredText({ message, max: 40, valid: isDateTime, invalid: MESSAGES.dateTime })
/** An optional ISO 8601 date-time. */
export const optionalDateTime = () => optionalText({ max: 40, valid: isDateTime, invalid: MESSAGES.dateTime })

interface NumberOptions {
  message: string
  min: number
  max: number
  integer?: boolean
}

/** A number as typed into a text input ('$24,995', '31,250') or sent as a JSON number; NaN when unreadable. */
function readNumber(raw: number | string): number {
  if (typeof raw === 'number') return raw
  const text = raw.trim().replace(/^\$/, '').replace(/,/g, '')
  return text === '' ? Number.NaN : Number(text)
}

function inRange(value: number, { min, max, integer = false }: NumberOptions): boolean {
  return Number.isFinite(value) && value >= min && value <= max && (!integer || Number.isInteger(value))
}

/** A required number within min..max; anything else gets `message`. */
export function numberField(options: NumberOptions) {
  return z.union([z.number(), z.string()], { error: options.message }).transform((raw, ctx): number => {
    const value = readNumber(raw)
    if (inRange(value, options)) return value
    ctx.addIssue({ code: 'custom', message: options.message })
    return z.NEVER
  })
}

/** An optional number: '', blanks, null and absence → undefined; anything else must be in range. */
export function optionalNumber(options: NumberOptions) {
  return z
    .union([z.number(), z.string()], { error: options.message })
    .nullish()
    .transform((raw, ctx): number | undefined => {
      if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return undefined
      const value = readNumber(raw)
      if (inRange(value, options)) return value
      ctx.addIssue({ code: 'custom', message: options.message })
      return z.NEVER
    })
}

/** Vehicle model years accepted: 1900 up to two model years ahead. */
export const YEAR_RANGE = { min: 1900, max: new Date().getUTCFullYear() + 2 } as const
/** Largest price (USD) and mileage (miles) accepted. */
export const VEHICLE_NUMBER_MAX = { price: 10_000_000, mileage: 2_000_000 } as const

/** Vehicle year with its SPEC message. */
export const vehicleYear = () => numberField({ message: MESSAGES.year, ...YEAR_RANGE, integer: true })
/** Vehicle make with its SPEC message. */
export const vehicleMake = () => requiredText({ message: MESSAGES.make, max: LIMITS.shortText })
/** Vehicle model with its SPEC message. */
export const vehicleModel = () => requiredText({ message: MESSAGES.model, max: LIMITS.shortText })
/** Optional vehicle price (USD) with its SPEC message. */
export const vehiclePrice = () => optionalNumber({ message: MESSAGES.price, min: 0, max: VEHICLE_NUMBER_MAX.price })
/** Vehicle mileage (whole miles) with its SPEC message. */
export const vehicleMileage = () =>
  numberField({ message: MESSAGES.mileage, min: 0, max: VEHICLE_NUMBER_MAX.mileage, integer: true })

/** One of a fixed list of values: a missing value gets 'This field is required', another value 'Please choose…'. */
export function choice<const T extends readonly string[]>(values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? MESSAGES.required : MESSAGES.invalidChoice),
  })
}

/** An optional choice: '', null and absence → undefined; any other value must be one of `values`. */
export function optionalChoice<const T extends readonly string[]>(values: T) {
  return z
    .enum([...values, ''], { error: MESSAGES.invalidChoice })
    .nullish()
    .transform((value): T[number] | undefined => (value === '' || value === null ? undefined : value))
}

/** A required document id (vehicle, location, staff member…). */
export const documentId = (message: string = MESSAGES.required) =>
  requiredText({ message, max: LIMITS.id, valid: isDocumentId, invalid: MESSAGES.invalidRequest })
/** An optional document id. */
export const optionalDocumentId = () =>
  optionalText({ max: LIMITS.id, valid: isDocumentId, invalid: MESSAGES.invalidRequest })

/** A required ZIP code. */
export const zipCode = () => requiredText({ max: 10, valid: isZipCode, invalid: MESSAGES.zipCode })
/** An optional ZIP code. */
export const optionalZipCode = () => optionalText({ max: 10, valid: isZipCode, invalid: MESSAGES.zipCode })

/** The idempotency key the form creates once per submission attempt (crypto.randomUUID()). */
export const idempotencyKey = () => z.uuid({ error: MESSAGES.invalidRequest })

/** The page the form was sent from: an absolute http(s) URL or a site path. */
export const pageUrl = () => requiredText({ max: LIMITS.url, valid: isPageUrl, invalid: MESSAGES.invalidRequest })
