/**
 * The phone input mask (`+1 (999) 999-9999`) applied while the visitor types: the value is
 * reformatted from its digits and the caret stays after the same digit, so editing in the middle works. A
 * backspace (or delete) that only removed a mask character removes the digit next to it instead, otherwise the
 * mask would put the character straight back. The mask holds ten digits; a number starting with another country
 * code (+44 …) is formatted as that country writes it by libphonenumber-js's as-you-type formatter. Pure: the
 * phone field calls it from its input handler.
 */
import { AsYouType, parseIncompletePhoneNumber } from 'libphonenumber-js/min'

import { formatPhone } from '@/lib/phone'

import { nationalDigits } from './national'

/** The input's new value and caret position. */
export interface MaskedInput {
  value: string
  caret: number
}

/** Which way a deletion went (the input event's deleteContentBackward / deleteContentForward). */
export type DeleteDirection = 'backward' | 'forward'

// A number typed or pasted with another country code (+44 …): the SPEC's North American mask does not fit it.
const INTERNATIONAL = /^\s*\+\s*[02-9]/

/** The digits a visitor typed (any script's), without the mask's own `+1` prefix wherever it ended up. */
function typedDigits(text: string): string {
  return parseIncompletePhoneNumber(text.replace(/\+\s*1/, '')).replace('+', '')
}

/**
 * The masked value of `value` and where the caret goes. `previous` is the value before this edit and `deleting`
 * the direction of a deletion (from the input event), both needed only to step over mask characters.
 */
export function maskPhoneInput(
  value: string,
  caret: number = value.length,
  edit: { previous?: string; deleting?: DeleteDirection } = {},
): MaskedInput {
  let digits = typedDigits(value)
  let before = typedDigits(value.slice(0, caret)).length
  if (edit.deleting && edit.previous !== undefined && typedDigits(edit.previous) === digits) {
    const index = edit.deleting === 'backward' ? before - 1 : before
    if (index >= 0 && index < digits.length) {
      digits = digits.slice(0, index) + digits.slice(index + 1)
      before = index
    }
  }
  // A lone '+' (or '+1') is the start of a country code: keep it so '+44…' can be typed key by key.
  const prefix = value.trim()
  if (digits === '' && (prefix === '+' || prefix === '+1')) return { value: prefix, caret: prefix.length }
  if (INTERNATIONAL.test(value)) return caretAfterDigit(new AsYouType().input(`+${digits}`), before, 1)
  // A typed or pasted country code 1 is the mask's own; a North American number has ten digits after it.
  const national = nationalDigits(digits)
  if (national !== digits) before = Math.max(0, before - 1)
  digits = national.slice(0, 10)
  const formatted = formatPhone(digits, 'input')
  if (formatted === '') return { value: '', caret: 0 }
  if (before === 0) return { value: formatted, caret: Math.min('+1 ('.length, formatted.length) }
  return caretAfterDigit(formatted, before, 2)
}

/** `formatted` with the caret right after its `count`-th typed digit, counting from index `from` (past '+1'). */
function caretAfterDigit(formatted: string, count: number, from: number): MaskedInput {
  if (count === 0) return { value: formatted, caret: Math.min(from, formatted.length) }
  let seen = 0
  for (let index = from; index < formatted.length; index++) {
    if (/\d/.test(formatted[index]) && ++seen === count) return { value: formatted, caret: index + 1 }
  }
  return { value: formatted, caret: formatted.length }
}
