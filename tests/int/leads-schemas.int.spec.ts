import { zodResolver } from '@hookform/resolvers/zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { FORM_SLUGS } from '@/lib/leads/forms'
import { sampleBody } from '@/lib/leads/samples'
import { financingFingerprint } from '@/lib/leads/schemas/apply-financing'
import {
  FORM_ERROR_KEY,
  FORM_SCHEMAS,
  fieldErrors,
  parseForm,
  parseStoredSubmission,
  parseSubmission,
} from '@/lib/leads/schemas/registry'
import { serviceAppointmentKind, serviceAppointmentOf } from '@/lib/leads/schemas/service-appointment'
import { LIMITS, MESSAGES } from '@/lib/leads/validation'

const KEY = '7b0e6a52-3f0c-4d59-9a55-1c1b6b0e8f11'

/** The field errors of a body that must fail. */
function errorsOf(form: Parameters<typeof parseForm>[0], body: unknown): Record<string, string> {
  const result = parseForm(form, body)
  if (result.ok) throw new Error(`${form} accepted ${JSON.stringify(body)}`)
  return result.errors
}

describe('one schema per form', () => {
  it('has a schema for every slug, and every sample body passes', () => {
    expect(Object.keys(FORM_SCHEMAS).sort()).toEqual([...FORM_SLUGS].sort())
    for (const form of FORM_SLUGS) {
      const result = parseForm(form, sampleBody(form, { idempotencyKey: KEY }))
      expect(result.ok ? null : result.errors, form).toBeNull()
    }
  })

  it('normalises: trims, phone digits, numbers, ssn dashes', () => {
    const body = { ...sampleBody('contact'), firstName: '  Jane  ', phone: '+1 (815) 555-0100' }
    const result = parseForm('contact', body)
    expect(result.ok && result.data.firstName).toBe('Jane')
    expect(result.ok && result.data.phone).toBe('8155550100')
    const trade = parseForm('sell-trade', sampleBody('sell-trade'))
    expect(trade.ok && trade.data.trade).toMatchObject({ year: 2016, mileage: 84000 })
    const credit = parseForm('full-credit-application', { ...sampleBody('full-credit-application'), ssn: '123456789' })
    expect(credit.ok && credit.data.ssn).toBe('123-45-6789')
    expect(credit.ok && credit.data.residence[0].monthlyRent).toBe(1250)
  })

  it('drops unknown fields at every level', () => {
    const body = {
      ...sampleBody('sell-trade'),
      isAdmin: true,
      status: 'sold',
      trade: { ...sampleBody('sell-trade').trade, valuation: 99999 },
    }
    const result = parseForm('sell-trade', body)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data).not.toHaveProperty('isAdmin')
    expect(result.data).not.toHaveProperty('status')
    expect(result.data.trade).not.toHaveProperty('valuation')
  })
})

describe('the form messages, word for word', () => {
  it('missing contact fields', () => {
    expect(errorsOf('contact', { idempotencyKey: KEY, pageUrl: '/contact' })).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.required,
      phone: MESSAGES.required,
      inquiryType: MESSAGES.required,
      message: MESSAGES.message,
    })
  })

  it('malformed email and phone', () => {
    expect(errorsOf('unlock-inventory', { ...sampleBody('unlock-inventory'), email: 'jane@', phone: '12345' })).toEqual(
      {
        email: MESSAGES.email,
        phone: MESSAGES.phone,
      },
    )
  })

  it('the trade vehicle: make, model, year, mileage and price messages at dotted paths', () => {
    const body = { ...sampleBody('sell-trade'), trade: { year: 'old', make: '', mileage: 'lots', price: 'a lot' } }
    expect(errorsOf('sell-trade', body)).toEqual({
      'trade.year': MESSAGES.year,
      'trade.make': MESSAGES.make,
      'trade.model': MESSAGES.model,
      'trade.mileage': MESSAGES.mileage,
      'trade.price': MESSAGES.price,
    })
    expect(errorsOf('sell-trade', { ...sampleBody('sell-trade'), trade: undefined })).toEqual({
      trade: MESSAGES.required,
    })
  })

  it('test drive: "Please fill info about yourself." whenever the contact part is incomplete', () => {
    const errors = errorsOf('test-drive', { ...sampleBody('test-drive'), firstName: '', email: 'nope' })
    expect(errors).toEqual({ firstName: MESSAGES.firstName, email: MESSAGES.email, user: MESSAGES.testDriveUser })
    const alsoTime = errorsOf('test-drive', { ...sampleBody('test-drive'), phone: '', time: 'soon' })
    expect(alsoTime).toEqual({ phone: MESSAGES.required, time: MESSAGES.dateTime, user: MESSAGES.testDriveUser })
    expect(errorsOf('test-drive', { ...sampleBody('test-drive'), day: '2030-02-30' })).toEqual({ day: MESSAGES.date })
    expect(errorsOf('test-drive', { ...sampleBody('test-drive'), vehicleId: undefined })).toEqual({
      vehicleId: MESSAGES.required,
    })
  })

  it('credit application: nested and listed paths, co-borrower with the same parts', () => {
    const body = sampleBody('full-credit-application')
    const errors = errorsOf('full-credit-application', {
      ...body,
      ssn: '000-12-3456',
      user: { ...body.user, dateOfBirth: '1985-02-30' },
      residence: [{ ...body.residence[0], city: '', zipCode: 'abc' }],
      employment: [],
      coBorrower: { ...body.coBorrower, ssn: '' },
    })
    expect(errors).toEqual({
      ssn: MESSAGES.ssn,
      'user.dateOfBirth': MESSAGES.date,
      'residence.0.city': MESSAGES.required,
      'residence.0.zipCode': MESSAGES.zipCode,
      employment: MESSAGES.required,
      'coBorrower.ssn': MESSAGES.required,
    })
    const withoutCo = parseForm('full-credit-application', { ...body, coBorrower: null })
    expect(withoutCo.ok && withoutCo.data.coBorrower).toBeUndefined()
    const tooMany = errorsOf('full-credit-application', {
      ...body,
      residence: Array(LIMITS.listItems + 1).fill(body.residence[0]),
    })
    expect(Object.keys(tooMany)).toEqual(['residence'])
  })

  it('service appointment: new or reschedule, end after start', () => {
    const body = sampleBody('service-appointment')
    const created = parseForm('service-appointment', body)
    expect(created.ok && serviceAppointmentKind(created.data)).toBe('new')
    const moved = parseForm('service-appointment', { ...body, appointmentId: 'A-1042' })
    expect(moved.ok && serviceAppointmentKind(moved.data)).toBe('reschedule')
    expect(errorsOf('service-appointment', { ...body, end: '2030-06-04T07:00:00-05:00' })).toEqual({
      end: 'The end must be after the start',
    })
    expect(errorsOf('service-appointment', { ...body, vehicle: { year: '', make: 'Toyota' } })).toEqual({
      'vehicle.year': MESSAGES.year,
      'vehicle.model': MESSAGES.model,
    })
    if (!moved.ok) return
    expect(serviceAppointmentOf(moved.data, { name: 'Service' })).toMatchObject({
      appointment_id: 'A-1042',
      start_datetime: '2030-06-04T08:00:00-05:00',
      vehicle_arr: { year: 2019, make: 'Toyota', model: 'Camry' },
      repair_order_lines: [{ op_code: 'OIL', name: 'Oil change', notes_narrative: 'Synthetic please' }],
    })
  })

  it('contact: only the seven inquiry types', () => {
    expect(errorsOf('contact', { ...sampleBody('contact'), inquiryType: 'spam' })).toEqual({
      inquiryType: MESSAGES.invalidChoice,
    })
    expect(errorsOf('contact', { ...sampleBody('contact'), inquiryType: '' })).toEqual({
      inquiryType: MESSAGES.required,
    })
  })
})

describe('bad input of every kind', () => {
  it('a body that is not an object is one form-level error', () => {
    for (const body of [null, 'x', 42, [], undefined]) {
      expect(errorsOf('contact', body)).toEqual({ [FORM_ERROR_KEY]: MESSAGES.invalidRequest })
    }
  })

  it('wrong types get the field message, never a crash', () => {
    const errors = errorsOf('contact', {
      ...sampleBody('contact'),
      firstName: { $ne: '' },
      lastName: ['Doe'],
      email: 1,
      phone: true,
      message: null,
    })
    expect(errors).toEqual({
      firstName: MESSAGES.firstName,
      lastName: MESSAGES.lastName,
      email: MESSAGES.required,
      phone: MESSAGES.required,
      message: MESSAGES.message,
    })
  })

  it('huge strings and control characters are refused', () => {
    const errors = errorsOf('contact', {
      ...sampleBody('contact'),
      firstName: 'J'.repeat(1_000_000),
      lastName: 'Doe\u0000',
      message: 'm'.repeat(LIMITS.message + 1),
      pageUrl: `/${'p'.repeat(LIMITS.url)}`,
    })
    expect(Object.keys(errors).sort()).toEqual(['firstName', 'lastName', 'message', 'pageUrl'])
    expect(errors.lastName).toBe(MESSAGES.controlCharacters)
  })

  it('script tags are refused with a field message; ampersands and a lone "<" are text', () => {
    const refused = parseForm('contact', { ...sampleBody('contact'), message: '<script>alert("x")</script> & more' })
    expect(refused.ok).toBe(false)
    const kept = parseForm('contact', { ...sampleBody('contact'), message: 'Trade < $5,000 & more' })
    expect(kept.ok && kept.data.message).toBe('Trade < $5,000 & more')
  })

  it('needs a uuid idempotency key and a page', () => {
    expect(
      errorsOf('unlock-price', {
        ...sampleBody('unlock-price'),
        idempotencyKey: 'abc',
        pageUrl: 'javascript:alert(1)',
      }),
    ).toEqual({
      idempotencyKey: MESSAGES.invalidRequest,
      pageUrl: MESSAGES.invalidRequest,
    })
    expect(errorsOf('unlock-price', { ...sampleBody('unlock-price'), vehicleId: '../../etc' })).toEqual({
      vehicleId: MESSAGES.invalidRequest,
    })
  })

  it('questionnaire answers are bounded', () => {
    const answers = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`q${index}`, 'yes']))
    expect(Object.keys(errorsOf('sell-trade', { ...sampleBody('sell-trade'), answers }))).toEqual(['answers'])
    expect(
      Object.keys(errorsOf('sell-trade', { ...sampleBody('sell-trade'), answers: { 'bad key!': 'x' } }))[0],
    ).toMatch(/^answers/)
  })
})

describe('submissions and stored leads', () => {
  it('parseSubmission tags valid data with its form; null for invalid data', () => {
    expect(parseSubmission('contact', sampleBody('contact'))?.form).toBe('contact')
    expect(parseSubmission('contact', {})).toBeNull()
  })

  it('validated data stored as JSON parses back to itself, for every form', () => {
    for (const form of FORM_SLUGS) {
      const submission = parseSubmission(form, sampleBody(form))
      if (!submission) throw new Error(`${form} sample rejected`)
      const stored = JSON.parse(JSON.stringify(submission.data))
      expect(parseStoredSubmission(form, stored), form).toEqual(submission)
      expect(parseSubmission(form, stored), form).toEqual(submission)
    }
  })

  it('a stored credit application without its SSN and dates of birth still rebuilds', () => {
    const submission = parseSubmission('full-credit-application', sampleBody('full-credit-application'))
    if (submission?.form !== 'full-credit-application') throw new Error('sample rejected')
    const { ssn: _ssn, ...rest } = submission.data
    const stored = JSON.parse(
      JSON.stringify({
        ...rest,
        user: { ...rest.user, dateOfBirth: undefined },
        coBorrower: { ...rest.coBorrower, ssn: '***-**-7890' },
      }),
    )
    const rebuilt = parseStoredSubmission('full-credit-application', stored)
    expect(rebuilt?.form).toBe('full-credit-application')
    expect(parseSubmission('full-credit-application', stored)).toBeNull()
    expect(parseStoredSubmission('nope', stored)).toBeNull()
    expect(parseStoredSubmission(null, stored)).toBeNull()
  })
})

describe('fieldErrors', () => {
  it('keeps the first message per dotted path', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['a', 'b', 0], message: 'first', input: '' },
      { code: 'custom', path: ['a', 'b', 0], message: 'second', input: '' },
      { code: 'custom', path: [], message: 'root', input: '' },
    ])
    expect(fieldErrors(error)).toEqual({ 'a.b.0': 'first', [FORM_ERROR_KEY]: MESSAGES.invalidRequest })
  })
})

describe('apply-financing', () => {
  it('defaults the variant and fingerprints the data without the per-submission fields', () => {
    const first = parseForm('apply-financing', sampleBody('apply-financing'))
    const again = parseForm('apply-financing', {
      ...sampleBody('apply-financing'),
      email: 'JANE.DOE@example.com',
      pageUrl: '/other',
    })
    const changed = parseForm('apply-financing', { ...sampleBody('apply-financing'), downPayment: '3000' })
    if (!first.ok || !again.ok || !changed.ok) throw new Error('sample rejected')
    expect(first.data.variant).toBe('apply-for-financing')
    expect(financingFingerprint(first.data)).toBe(financingFingerprint(again.data))
    expect(financingFingerprint(first.data)).not.toBe(financingFingerprint(changed.data))
  })
})

describe('React Hook Form resolver', () => {
  it('the same schema validates the form through zodResolver', async () => {
    const resolver = zodResolver(FORM_SCHEMAS.contact)
    const options = { fields: {}, shouldUseNativeValidation: false }
    const good = await resolver(sampleBody('contact'), undefined, options)
    expect(good.errors).toEqual({})
    const bad = await resolver({ ...sampleBody('contact'), firstName: '' }, undefined, options)
    expect(bad.errors.firstName?.message).toBe(MESSAGES.firstName)
  })
})
