import { CODE_LENGTH } from './policy'

/**
 * What the visitor typed, reduced to its digits, as the 6-digit check reads it: '123 456' → '123456'. Free of
 * node:crypto, so the browser's verification step checks a code by the server's own rule.
 */
export function codeDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** True for exactly CODE_LENGTH digits (after codeDigits). */
export function isCodeFormat(digits: string): boolean {
  return digits.length === CODE_LENGTH && /^\d+$/.test(digits)
}
