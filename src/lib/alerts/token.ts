/**
 * The signed links of alert emails: a confirmation link per subscription and an unsubscribe link per
 * address. A token is `{claims}.{HMAC-SHA256}` in base64url; it names its action, so a confirmation token can
 * never unsubscribe and the other way round, and it expires. Pure: node:crypto only.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export type AlertTokenAction = 'confirm' | 'unsubscribe'

/** A confirmation link works for 7 days: long enough for a weekend away, short enough to lapse unused. */
export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** Unsubscribe links must keep working long after the email (CAN-SPAM asks for 30 days at least): one year. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 365 * 24 * 60 * 60 * 1000

export type AlertTokenCheck =
  | { ok: true; subject: string }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' }

/**
 * The signing key: `ALERTS_HMAC_KEY`, else one derived from `PAYLOAD_SECRET` (set in every deployment), else a
 * development default — as the lead forms' challenge key is chosen.
 */
export function alertTokenKey(env: Record<string, string | undefined> = process.env): string {
  if (env.ALERTS_HMAC_KEY) return env.ALERTS_HMAC_KEY
  const base = env.PAYLOAD_SECRET || 'development-only-alerts-key'
  return createHash('sha256').update(`alerts:${base}`).digest('hex')
}

const mac = (body: string, key: string) => createHmac('sha256', key).update(body).digest('base64url')

/** A token for `action` on `subject` (a subscription id or an email address), valid for `ttlMs` from `now`. */
export function signAlertToken(
  action: AlertTokenAction,
  subject: string,
  key: string,
  now: Date,
  ttlMs = action === 'confirm' ? CONFIRM_TOKEN_TTL_MS : UNSUBSCRIBE_TOKEN_TTL_MS,
): string {
  const body = Buffer.from(JSON.stringify([action, subject, now.getTime() + ttlMs])).toString('base64url')
  return `${body}.${mac(body, key)}`
}

const TOKEN = /^[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{43}$/

function readClaims(body: string): [string, string, number] | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!Array.isArray(claims) || claims.length !== 3) return null
    const [action, subject, expires] = claims as unknown[]
    if (typeof action !== 'string' || typeof subject !== 'string' || typeof expires !== 'number') return null
    return [action, subject, expires]
  } catch {
    return null
  }
}

/**
 * Checks a token from a link for `action`: its shape, its signature (constant time), its action and its expiry.
 * Any token signed for the other action counts as a bad signature: it was never valid here.
 */
export function verifyAlertToken(token: unknown, action: AlertTokenAction, key: string, now: Date): AlertTokenCheck {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { ok: false, reason: 'malformed' }
  const [body, signature] = token.split('.')
  const expected = Buffer.from(mac(body, key))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad-signature' }
  const claims = readClaims(body)
  if (!claims) return { ok: false, reason: 'malformed' }
  const [claimed, subject, expires] = claims
  if (claimed !== action || subject === '') return { ok: false, reason: 'bad-signature' }
  if (now.getTime() > expires) return { ok: false, reason: 'expired' }
  return { ok: true, subject }
}
