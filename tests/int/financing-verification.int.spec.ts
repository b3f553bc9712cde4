import { describe, expect, it } from 'vitest'

import { readVerificationAnswer, VERIFICATION_FALLBACK, verificationSchema } from '@/lib/financing/verification'
import { parsePhoneValidationInput } from '@/lib/phone-verification/input'

/** The first message per field of the browser's schema. */
function browserErrors(values: { phone: string; code: string }): Record<string, string> {
  const parsed = verificationSchema.safeParse(values)
  const errors: Record<string, string> = {}
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
  return errors
}

describe('the verification step in the browser', () => {
  it('uses the phone-verification messages (required, invalid by regex, code required, 6 digits)', () => {
    expect(browserErrors({ phone: '', code: '' })).toEqual({ phone: 'Phone number is required', code: 'Code is required' })
    expect(browserErrors({ phone: '   ', code: '  ' })).toEqual({ phone: 'Phone number is required', code: 'Code is required' })
    expect(browserErrors({ phone: '+1 (815) 555-01', code: '12345' })).toEqual({
      phone: 'Phone number is invalid by regex',
      code: 'Code must be 6 digits',
    })
    expect(browserErrors({ phone: '+1 (815) 555-0100', code: '123 456' })).toEqual({})
  })

  it('agrees with the server on every phone and code', () => {
    const phones = ['', ' ', '815555010', '8155550100', '+1 (815) 555-0100', '18155550100', '1'.repeat(16), `${'8155550100'}${' '.repeat(35)}x`]
    const codes = ['', '  ', '12345', '123456', '123-456', '1234567', 'abcdef', `1 2 3 4 5 6${' '.repeat(12)}`]
    for (const phone of phones) {
      for (const code of codes) {
        const server = parsePhoneValidationInput({ type: 'code-verification', phone, code })
        const expected = server.ok ? {} : server.errors
        expect(browserErrors({ phone, code }), JSON.stringify({ phone, code })).toEqual(expected)
      }
    }
  })
})

describe('answers of POST /api/customer/phoneValidation', () => {
  it('reads a success message', () => {
    const sent = { success: true, error: null, message: 'We sent a 6-digit code to (815) 555-0100.', phone: '8155550100' }
    expect(readVerificationAnswer('phone-validation', true, sent)).toEqual({ ok: true, message: sent.message })
  })

  it('keys its errors phone, code or error', () => {
    const wrong = { success: false, error: { code: 'The code is incorrect. 4 tries left.' }, message: 'x' }
    expect(readVerificationAnswer('code-verification', false, wrong)).toEqual({ ok: false, errors: wrong.error })
    const limited = { success: false, error: { phone: 'Too many codes were requested. Please try again in 10 minutes.' } }
    expect(readVerificationAnswer('phone-validation', false, limited)).toEqual({ ok: false, errors: limited.error })
    const crossSite = { success: false, error: { error: 'Refused', other: 'ignored' } }
    expect(readVerificationAnswer('phone-validation', false, crossSite)).toEqual({ ok: false, errors: { error: 'Refused' } })
  })

  it('puts a bare server message under the field of the request', () => {
    expect(readVerificationAnswer('phone-validation', false, { message: 'Nope' })).toEqual({ ok: false, errors: { phone: 'Nope' } })
    expect(readVerificationAnswer('code-verification', false, { message: 'Nope' })).toEqual({ ok: false, errors: { code: 'Nope' } })
  })

  it('never reports success for an answer it cannot read', () => {
    for (const body of [null, 'text', [], { success: 'yes' }])
      expect(readVerificationAnswer('phone-validation', true, body)).toEqual({
        ok: false,
        errors: { error: VERIFICATION_FALLBACK.unreadable },
      })
  })
})
