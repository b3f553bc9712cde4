import type { PhoneVerification } from '@/payload-types'

import { hashesMatch } from './code'
import { MAX_CODE_ATTEMPTS, VERIFIED_FOR_MS } from './policy'

/** The stored state a code check reads. */
export type CodeState = Pick<PhoneVerification, 'codeHash' | 'expiresAt' | 'attempts'>

/**
 * Outcome of entering a code, decided without touching the database:
 * `none` (no code pending), `dead` (MAX_CODE_ATTEMPTS wrong entries already), `expired`, `wrong` (with the
 * entries left after this one) or `match`. Expired and dead codes are not compared, so they cost no attempt.
 */
export type CodeCheck =
  { outcome: 'none' | 'dead' | 'expired' | 'match' } | { outcome: 'wrong'; attempts: number; triesLeft: number }

/** Decides a code entry; `candidateHash` is secretHash('code', …) of what the visitor typed. */
export function checkCode(state: CodeState | null | undefined, candidateHash: string, now: Date): CodeCheck {
  if (!state?.codeHash || !state.expiresAt) return { outcome: 'none' }
  const attempts = state.attempts ?? 0
  if (attempts >= MAX_CODE_ATTEMPTS) return { outcome: 'dead' }
  if (now.getTime() >= new Date(state.expiresAt).getTime()) return { outcome: 'expired' }
  if (hashesMatch(state.codeHash, candidateHash)) return { outcome: 'match' }
  const next = attempts + 1
  return { outcome: 'wrong', attempts: next, triesLeft: MAX_CODE_ATTEMPTS - next }
}

/** True while a verification made at `verifiedAt` still counts (VERIFIED_FOR_MS). */
export function verificationIsFresh(verifiedAt: string | null | undefined, now: Date): boolean {
  if (!verifiedAt) return false
  const age = now.getTime() - new Date(verifiedAt).getTime()
  return age >= 0 && age < VERIFIED_FOR_MS
}
