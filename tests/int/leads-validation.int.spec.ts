import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { ageOn, isValidDate, isValidEmail, isValidSsn } from '@/lib/leads/formats'
import { formatPhone, isValidPhone, phoneDigits, phoneE164 } from '@/lib/phone'
import { addressSchema } from '@/lib/leads/schemas/common'
import {
  LIMITS,
  MESSAGES,
  date,
  dateOfBirth,
  dateTime,
  email,
  firstName,
  message,
  numberField,
  optionalNumber,
  optionalText,
  phone,
  requiredText,
  ssn,
  vehicleMileage,
  vehiclePrice,
  vehicleYear,
} from '@/lib/leads/validation'

/** The first message of a failed parse, or null when it passes. */
function messageOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? 'no message')
}

describe('phone rules: more than 9 digits, a leading +1 stripped, the masks', () => {
  it('strips a leading +1 and every non-digit', () => {
    expect(phoneDigits('+1 (815) 555-0100')).toBe('8155550100')
    expect(phoneDigits(' +1-815.555.0100 ')).toBe('8155550100')
    expect(phoneDigits('815 555 0100 ext')).toBe('8155550100')
    // A phone keyboard's full-width digits are digits too (libphonenumber-js's input clean-up).
    expect(phoneDigits('８１５-５５５-０１００')).toBe('8155550100')
  })

  it('is valid with more than 9 digits (and at most 15)', () => {
    expect(isValidPhone('815-555-010')).toBe(false)
    expect(isValidPhone('+1 815-555-010')).toBe(false)
    expect(isValidPhone('8155550100')).toBe(true)
    expect(isValidPhone('1 815 555 0100')).toBe(true)
    expect(isValidPhone('1234567890123456')).toBe(false)
    expect(isValidPhone('call me')).toBe(false)
  })

  it('formats the four masks, also as far as a half-typed number goes', () => {
    expect(formatPhone('8155550100')).toBe('(815) 555-0100')
    expect(formatPhone('8155550100', 'input')).toBe('+1 (815) 555-0100')
    expect(formatPhone('+1 (815) 555-0100', 'adf')).toBe('815-555-0100')
    expect(formatPhone('(815) 555-0100', 'search')).toBe('8155550100')
    expect(formatPhone('18155550100', 'general')).toBe('(815) 555-0100')
    expect(formatPhone('815', 'input')).toBe('+1 (815')
    expect(formatPhone('815555', 'general')).toBe('(815) 555')
    expect(formatPhone('', 'general')).toBe('')
    // Another country's number: its own international format on screen, digits where the SPEC masks are digits.
    expect(formatPhone('+44 20 7946 0958', 'general')).toBe('+44 20 7946 0958')
    expect(formatPhone('442079460958', 'input')).toBe('+44 20 7946 0958')
    expect(formatPhone('+44 20 7946 0958', 'adf')).toBe('442079460958')
    expect(formatPhone('+44 20 7946 0958', 'search')).toBe('442079460958')
    // Digits no country's plan knows stay digits.
    expect(formatPhone('9991234567890', 'general')).toBe('9991234567890')
  })

  it('gives E.164 for North American and other numbers, null for unplaceable ones', () => {
    expect(phoneE164('(815) 555-0100')).toBe('+18155550100')
    expect(phoneE164('+1 815 555 0100')).toBe('+18155550100')
    expect(phoneE164('+44 20 7946 0958')).toBe('+442079460958')
    expect(phoneE164('9991234567890')).toBeNull()
  })

  it('the phone field: required, valid, normalised to digits', () => {
    expect(messageOf(phone(), '')).toBe(MESSAGES.required)
    expect(messageOf(phone(), undefined)).toBe(MESSAGES.required)
    expect(messageOf(phone(), '555-0100')).toBe(MESSAGES.phone)
    expect(phone().parse(' +1 (815) 555-0100 ')).toBe('8155550100')
  })
})

describe('email rule: local part, @, domain, a top-level domain of 2 letters or more', () => {
  it('needs a local part, @, a domain and a top-level domain of at least 2 letters', () => {
    for (const ok of ['jane@example.com', 'j.doe+cars@mail.example.co', 'a@b.io']) expect(isValidEmail(ok)).toBe(true)
    for (const bad of [
      'jane',
      'jane@',
      '@example.com',
      'jane@example',
      'jane@example.c',
      'jane@example.c0m',
      'ja ne@example.com',
      'jane@exa mple.com',
      '"jane"@example.com',
      'jane@example.com\nBcc: x@y.com',
      'a@b@c.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false)
    }
  })

  it('the email field: required, then the SPEC message', () => {
    expect(messageOf(email(), '  ')).toBe(MESSAGES.required)
    expect(messageOf(email(), 'jane@example')).toBe(MESSAGES.email)
    expect(email().parse('  jane@example.com ')).toBe('jane@example.com')
    expect(messageOf(email(), `${'a'.repeat(250)}@example.com`)).toMatch(/at most 254/)
  })
})

describe('SSN rule', () => {
  it('accepts ddd-dd-dddd without area 000, 666, 9xx, group 00, serial 0000', () => {
    expect(isValidSsn('123-45-6789')).toBe(true)
    expect(isValidSsn('665-45-6789')).toBe(true)
    expect(isValidSsn('899-99-9999')).toBe(true)
    for (const bad of [
      '000-45-6789',
      '666-45-6789',
      '900-45-6789',
      '999-45-6789',
      '123-00-6789',
      '123-45-0000',
      '123456789',
      '12-345-6789',
      '123-45-678',
    ]) {
      expect(isValidSsn(bad), bad).toBe(false)
    }
  })

  it('the ssn field also takes nine digits and gives ddd-dd-dddd', () => {
    expect(ssn().parse('123456789')).toBe('123-45-6789')
    expect(ssn().parse(' 123-45-6789 ')).toBe('123-45-6789')
    expect(messageOf(ssn(), '666456789')).toBe(MESSAGES.ssn)
    expect(messageOf(ssn(), '')).toBe(MESSAGES.required)
  })
})

describe('dates', () => {
  it('yyyy-mm-dd and a real calendar date', () => {
    expect(isValidDate('2024-02-29')).toBe(true)
    expect(isValidDate('2023-02-29')).toBe(false)
    expect(isValidDate('2024-13-01')).toBe(false)
    expect(isValidDate('2024-1-01')).toBe(false)
    expect(isValidDate('01/02/2024')).toBe(false)
    expect(messageOf(date(), '2024-04-31')).toBe(MESSAGES.date)
    expect(date().parse('2024-04-30')).toBe('2024-04-30')
  })

  it('date of birth: a real date from 1900, at least 18 years ago', () => {
    expect(ageOn('2000-06-15', '2018-06-14')).toBe(17)
    expect(ageOn('2000-06-15', '2018-06-15')).toBe(18)
    expect(dateOfBirth().parse('1985-04-12')).toBe('1985-04-12')
    expect(messageOf(dateOfBirth(), '1899-12-31')).toBe(MESSAGES.date)
    const year = new Date().getUTCFullYear()
    expect(messageOf(dateOfBirth(), `${year - 10}-01-01`)).toBe(MESSAGES.adult)
    expect(messageOf(dateOfBirth(), 'yesterday')).toBe(MESSAGES.date)
  })

  it('ISO date-times with an offset', () => {
    expect(dateTime().parse('2030-06-03T10:30:00-05:00')).toBe('2030-06-03T10:30:00-05:00')
    expect(dateTime().parse('2030-06-03T15:30:00Z')).toBe('2030-06-03T15:30:00Z')
    expect(messageOf(dateTime(), '2030-06-03 10:30')).toBe(MESSAGES.dateTime)
    expect(messageOf(dateTime(), '2030-06-03T10:30:00')).toBe(MESSAGES.dateTime)
  })
})

describe('text fields', () => {
  it('trims, uses the SPEC messages and bounds the length', () => {
    expect(firstName().parse('  Jane ')).toBe('Jane')
    expect(messageOf(firstName(), '   ')).toBe(MESSAGES.firstName)
    expect(messageOf(firstName(), 42)).toBe(MESSAGES.firstName)
    expect(messageOf(firstName(), 'x'.repeat(LIMITS.name + 1))).toBe(`Use at most ${LIMITS.name} characters`)
    expect(messageOf(message(), '')).toBe(MESSAGES.message)
    expect(messageOf(message(), 'x'.repeat(LIMITS.message + 1))).toBe(`Use at most ${LIMITS.message} characters`)
  })

  it('rejects control characters; a multi-line field keeps tabs and line breaks', () => {
    expect(messageOf(firstName(), 'Ja\u0000ne')).toBe(MESSAGES.controlCharacters)
    expect(messageOf(firstName(), 'Jane\nDoe')).toBe(MESSAGES.controlCharacters)
    expect(messageOf(firstName(), 'Jane\u001b[31m')).toBe(MESSAGES.controlCharacters)
    expect(messageOf(message(), 'Hello\u0007')).toBe(MESSAGES.controlCharacters)
    expect(message().parse('Line one\r\n\tLine two')).toBe('Line one\r\n\tLine two')
  })

  it('refuses HTML tags but keeps a lone "<" as text', () => {
    for (const markup of ['<script>alert(1)</script>', 'hi <b>there</b>', '<img src=x onerror=alert(1)>', '<!-- x -->']) {
      expect(requiredText().safeParse(markup).error?.issues[0]?.message, markup).toBe(MESSAGES.markup)
    }
    expect(requiredText().parse('I <3 this car & 2 < 3')).toBe('I <3 this car & 2 < 3')
  })

  it('optional text: empty, blank, null and absent → undefined', () => {
    const schema = optionalText()
    expect(schema.parse('')).toBeUndefined()
    expect(schema.parse('   ')).toBeUndefined()
    expect(schema.parse(null)).toBeUndefined()
    expect(schema.parse(undefined)).toBeUndefined()
    expect(schema.parse(' x ')).toBe('x')
    expect(messageOf(schema, 5)).toBe(MESSAGES.invalidRequest)
  })
})

describe('numbers', () => {
  it('reads typed numbers and JSON numbers, with the SPEC vehicle messages', () => {
    expect(vehiclePrice().parse('$24,995')).toBe(24995)
    expect(vehiclePrice().parse('')).toBeUndefined()
    expect(messageOf(vehiclePrice(), 'cheap')).toBe(MESSAGES.price)
    expect(messageOf(vehiclePrice(), -1)).toBe(MESSAGES.price)
    expect(vehicleMileage().parse('84,000')).toBe(84000)
    expect(messageOf(vehicleMileage(), '12.5')).toBe(MESSAGES.mileage)
    expect(messageOf(vehicleMileage(), '')).toBe(MESSAGES.mileage)
    expect(vehicleYear().parse(2016)).toBe(2016)
    expect(messageOf(vehicleYear(), '16')).toBe(MESSAGES.year)
    expect(messageOf(vehicleYear(), true)).toBe(MESSAGES.year)
    expect(messageOf(vehicleYear(), Number.NaN)).toBe(MESSAGES.year)
  })

  it('bounds numbers by min and max', () => {
    const schema = numberField({ message: 'n', min: 0, max: 10, integer: true })
    expect(schema.parse('10')).toBe(10)
    expect(messageOf(schema, 11)).toBe('n')
    expect(messageOf(schema, '1e3')).toBe('n')
    expect(optionalNumber({ message: 'n', min: 0, max: 10 }).parse(null)).toBeUndefined()
  })
})

describe('address rule: included only when address, city, state and zip are all non-empty', () => {
  const full = { address: '123 Main St', city: 'Rockford', state: 'IL', zipCode: '61108' }

  it('is kept only when address, city, state and zip are all non-empty', () => {
    expect(addressSchema.parse(full)).toEqual(full)
    expect(addressSchema.parse({ ...full, apartment: ' 2B ' })).toEqual({ ...full, apartment: '2B' })
    for (const part of ['address', 'city', 'state', 'zipCode'] as const) {
      expect(addressSchema.parse({ ...full, [part]: '  ' }), part).toBeUndefined()
    }
    expect(addressSchema.parse(undefined)).toBeUndefined()
    expect(addressSchema.parse(null)).toBeUndefined()
  })

  it('still refuses a malformed ZIP code and drops unknown keys', () => {
    expect(messageOf(addressSchema, { ...full, zipCode: '6110' })).toBe(MESSAGES.zipCode)
    expect(addressSchema.parse({ ...full, country: 'US' })).toEqual(full)
  })
})
