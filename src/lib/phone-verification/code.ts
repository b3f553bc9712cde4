import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

import { CODE_LENGTH } from './policy'

/** A uniformly random code of CODE_LENGTH digits from the CSPRNG, leading zeros kept: '004271'. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** A random bearer token proving a verification (the phoneVerified cookie); only its hash is stored. */
export function generateProof(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * HMAC-SHA256 of a code or proof, keyed by the Payload secret and bound to the phone and purpose, as hex.
 * A leaked table alone therefore cannot be brute-forced back to codes (10^6 guesses would need the secret too).
 */
export function secretHash(secret: string, purpose: 'code' | 'proof', phone: string, value: string): string {
  return createHmac('sha256', secret)
    .update(`phone-verification\u0000${purpose}\u0000${phone}\u0000${value}`)
    .digest('hex')
}

/** Constant-time comparison of two hex hashes (false for a missing or malformed stored value). */
export function hashesMatch(stored: string | null | undefined, candidate: string): boolean {
  if (!stored) return false
  const a = Buffer.from(stored, 'hex')
  const b = Buffer.from(candidate, 'hex')
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b)
}
