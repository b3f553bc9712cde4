import { describe, expect, it } from 'vitest'

import { maskPhoneInput } from '@/lib/phone/input-mask'
import { isValidPhone } from '@/lib/phone'

describe('phone input mask', () => {
  it('formats as the visitor types, the caret at the end', () => {
    let value = ''
    for (const digit of '8155550100') value = maskPhoneInput(value + digit).value
    expect(value).toBe('+1 (815) 555-0100')
    expect(isValidPhone(value)).toBe(true)
    expect(maskPhoneInput('815')).toEqual({ value: '+1 (815', caret: 7 })
  })

  it('accepts pasted numbers in any shape', () => {
    for (const pasted of ['(815) 555-0100', '815.555.0100', '+1 815 555 0100', '18155550100'])
      expect(maskPhoneInput(pasted).value, pasted).toBe('+1 (815) 555-0100')
    expect(maskPhoneInput('').value).toBe('')
    // A lone '+' or '+1' stays, so a country code can be typed key by key.
    expect(maskPhoneInput('+').value).toBe('+')
    expect(maskPhoneInput('+1').value).toBe('+1')
    expect(maskPhoneInput('+18').value).toBe('+1 (8')
  })

  it('keeps the caret after the same digit when editing in the middle', () => {
    // A 9 typed after "+1 (81": caret 7 in the raw value.
    expect(maskPhoneInput('+1 (8195) 555-0100', 7)).toEqual({ value: '+1 (819) 555-5010', caret: 7 })
    // A digit typed in front of the prefix.
    expect(maskPhoneInput('5+1 (815', 1)).toEqual({ value: '+1 (581) 5', caret: 5 })
  })

  it('steps over a mask character on backspace and delete', () => {
    // Backspace right after ") " removed the space: the 5 before it goes instead.
    const previous = '+1 (815) 555'
    expect(maskPhoneInput('+1 (815)555', 8, { previous, deleting: 'backward' })).toEqual({
      value: '+1 (815) 55',
      caret: 6,
    })
    expect(maskPhoneInput('+1 (815 555', 7, { previous, deleting: 'forward' })).toEqual({
      value: '+1 (815) 55',
      caret: 7,
    })
    // An ordinary backspace over a digit is left alone.
    expect(maskPhoneInput('+1 (815) 55', 11, { previous, deleting: 'backward' }).value).toBe('+1 (815) 55')
  })

  it('formats numbers of other countries as they are written there, as they are typed', () => {
    expect(maskPhoneInput('+442079460958')).toEqual({ value: '+44 20 7946 0958', caret: 16 })
    let value = ''
    for (const char of '+4420794') value = maskPhoneInput(value + char).value
    expect(value).toBe('+44 20 794')
    // Editing in the middle keeps the caret after the same digit: the missing 0 typed after '+44 2'.
    expect(maskPhoneInput('+44 207946 0958', 6)).toEqual({ value: '+44 20 7946 0958', caret: 6 })
  })

  it('reads full-width digits from phone keyboards', () => {
    expect(maskPhoneInput('８１５５５５０１００').value).toBe('+1 (815) 555-0100')
  })
})
