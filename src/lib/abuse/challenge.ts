/**
 * The proof-of-work challenge past the site-wide trigger (altcha, self-hosted: no third-party service). The server
 * signs a challenge with an HMAC key; the browser's form helper solves it (a few hundred ms of SHA-256) and posts
 * again with the solution in the `altcha` field; the server checks the signature, the expiry and the work, and
 * spends the challenge so one solution never pays for two posts.
 */
import { createHash } from 'node:crypto'

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import type { AbuseLimiter } from './limiter'
import { CHALLENGE_MAX_COUNTER, CHALLENGE_TTL_S } from './policy'

export const CHALLENGE_ALGORITHM = 'SHA-256'

/**
 * The HMAC key: `ALTCHA_HMAC_KEY`, else one derived from `PAYLOAD_SECRET` (set in every deployment, checked at
 * start), else a development default. Deriving keeps one secret to manage; hashing keeps PAYLOAD_SECRET itself out
 * of this use.
 */
export function challengeKey(env: Record<string, string | undefined> = process.env): string {
  if (env.ALTCHA_HMAC_KEY) return env.ALTCHA_HMAC_KEY
  const base = env.PAYLOAD_SECRET || 'development-only-altcha-key'
  return createHash('sha256').update(`altcha:${base}`).digest('hex')
}

/** A new signed challenge, valid for CHALLENGE_TTL_S. */
export async function newChallenge(key: string, now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(CHALLENGE_MAX_COUNTER / 2), CHALLENGE_MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_S * 1000),
    hmacSignatureSecret: key,
  })
}

export type ChallengeCheck = 'solved' | 'missing' | 'invalid' | 'replayed'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The `altcha` field as the browser sends it: base64 of `{ challenge, solution }` JSON (or that object). */
function decode(value: unknown): Record<string, unknown> | null {
  if (isRecord(value)) return value
  if (typeof value !== 'string' || value === '' || value.length > 4096) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
    return isRecord(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Checks a posted solution: signed by us, unexpired, the work done, and not used before. Never throws. */
export async function checkChallenge(limiter: AbuseLimiter, key: string, value: unknown): Promise<ChallengeCheck> {
  const payload = decode(value)
  if (!payload) return value === undefined || value === '' ? 'missing' : 'invalid'
  const { challenge, solution } = payload
  if (!isRecord(challenge) || !isRecord(solution) || !isRecord(challenge.parameters)) return 'invalid'
  if (typeof challenge.signature !== 'string') return 'invalid'
  try {
    const result = await verifySolution({
      challenge: challenge as unknown as Challenge,
      solution: {
        counter: Number(solution.counter),
        derivedKey: String(solution.derivedKey),
      },
      deriveKey,
      hmacSignatureSecret: key,
    })
    if (!result.verified) return 'invalid'
  } catch {
    return 'invalid'
  }
  return (await limiter.spendOnce(challenge.signature)) ? 'solved' : 'replayed'
}
