import type { Payload } from 'payload'

import { phoneKey } from '@/lib/phone'
import { verificationIsFresh } from './check'
import { hashesMatch, secretHash } from './code'
import { findVerification } from './store'

/** Cookie names of the visitor profile (phone, phoneVerified) that a verification sets. */
export const PHONE_COOKIE = 'phone'
export const PHONE_VERIFIED_COOKIE = 'phoneVerified'
/** Both cookies last 30 days; the proof itself counts only VERIFIED_FOR_MS (src/lib/phone-verification/policy.ts). */
export const PHONE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/**
 * True when `phone` was verified by SMS code within VERIFIED_FOR_MS (30 minutes) and `proof` is the token that
 * verification issued (the `phoneVerified` cookie). For phone-verified forms such as the credit-score
 * pre-approval: `isPhoneVerified(payload, cookies.get('phone')?.value, cookies.get('phoneVerified')?.value)`.
 * The proof binds the verification to the browser that entered the code; knowing a verified number is not enough.
 */
export async function isPhoneVerified(
  payload: Payload,
  phone: string | null | undefined,
  proof: string | null | undefined,
  now: Date = new Date(),
): Promise<boolean> {
  if (!phone || !proof || proof.length > 200) return false
  const normalised = phoneKey(phone)
  if (!normalised) return false
  const record = await findVerification(payload, normalised)
  if (!record || !verificationIsFresh(record.verifiedAt, now)) return false
  return hashesMatch(record.proofHash, secretHash(payload.secret, 'proof', normalised, proof))
}
