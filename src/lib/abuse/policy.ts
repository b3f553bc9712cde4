/**
 * "Abuse that never costs a real lead": which limits a lead-form post counts against, the signs of a
 * bot, and when a proof-of-work challenge is asked for. Pure: the limiter store (limiter.ts) and the challenge
 * (challenge.ts) apply it.
 *
 * The limits target the abuser, never everyone: per client address (clientIp, TRUST_PROXY), per visitor cookie
 * (`uniqueUserId`) and per target (the same email or phone in the form). The site-wide count of a form is only a
 * trigger: past it every post must carry a solved challenge, which a browser computes unnoticed and a script pays
 * for; nobody is refused for what others sent.
 */
import { isValidPhone, phoneKey } from '@/lib/phone'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

const MINUTE_S = 60
const HOUR_S = 60 * MINUTE_S

/** At most `points` posts per key within `durationS` seconds (rate-limiter-flexible's terms). */
export type AbuseRule = { points: number; durationS: number }

/**
 * The limits. A visitor may send one form 5 times in 10 minutes and 20 forms an hour (per address and per browser
 * cookie alike); one email address or phone number may be the subject of 10 posts of a form an hour, whoever sends
 * them. `challengeTrigger` is not a refusal: past 300 posts of a form site-wide in an hour, posts need a solved
 * challenge.
 */
export const ABUSE_RULES = {
  formPerIp: { points: 5, durationS: 10 * MINUTE_S },
  anyFormPerIp: { points: 20, durationS: HOUR_S },
  formPerVisitor: { points: 5, durationS: 10 * MINUTE_S },
  anyFormPerVisitor: { points: 20, durationS: HOUR_S },
  formPerTarget: { points: 10, durationS: HOUR_S },
  challengeTrigger: { points: 300, durationS: HOUR_S },
  /** Anonymous calls of Payload's REST and GraphQL API per address (src/lib/api/public-api-guard.ts). */
  apiPerIp: { points: 600, durationS: MINUTE_S },
  /**
   * Failed staff sign-ins (src/lib/auth/login-throttle.ts), counted against whoever fails: 30 per address and 10 per
   * address and account in 15 minutes; 20 an hour per account from addresses it never signed in from (its owner's
   * known addresses are not slowed by strangers' failures elsewhere).
   */
  loginFailuresPerIp: { points: 30, durationS: 15 * MINUTE_S },
  loginFailuresPerIpAccount: { points: 10, durationS: 15 * MINUTE_S },
  loginFailuresPerAccount: { points: 20, durationS: HOUR_S },
  /**
   * Staff sign-in attempts, right or wrong, counted before the password is checked: guesses sent all at once would
   * otherwise all pass before the first failure counts. Twice the failure limits, so owners never meet them.
   */
  loginAttemptsPerIp: { points: 60, durationS: 15 * MINUTE_S },
  loginAttemptsPerIpAccount: { points: 20, durationS: 15 * MINUTE_S },
  /**
   * "Forgot password" requests (src/lib/auth/forgot-password.ts), counted before any work: 5 per address in 15
   * minutes and 3 an hour per email, an email without an account counted exactly like one with. Nobody can make the
   * site mail a staff member more than 3 reset emails an hour.
   */
  forgotPasswordPerIp: { points: 5, durationS: 15 * MINUTE_S },
  forgotPasswordPerAccount: { points: 3, durationS: HOUR_S },
} as const satisfies Record<string, AbuseRule>

export type AbuseRuleName = keyof typeof ABUSE_RULES

/** One count: which rule and whose key. */
export type AbuseHit = readonly [rule: AbuseRuleName, key: string]

/** A visitor id cookie is a uuid the site set; anything else (absent, forged junk) is not a key worth counting. */
const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The hits known before the body is read: per address and per visitor cookie (each when known). */
export function requesterHits(form: string, ip: string, visitorId: string | undefined): AbuseHit[] {
  const hits: AbuseHit[] = []
  if (ip !== UNKNOWN_IP) hits.push(['formPerIp', `${form} ${ip}`], ['anyFormPerIp', ip])
  if (visitorId && VISITOR_ID.test(visitorId)) {
    const id = visitorId.toLowerCase()
    hits.push(['formPerVisitor', `${form} ${id}`], ['anyFormPerVisitor', id])
  }
  return hits
}

/** An email as one mailbox: trimmed, lower case. Empty when it is no address. */
export function normaliseEmail(value: unknown): string {
  if (typeof value !== 'string') return ''
  const email = value.trim().toLowerCase()
  return email.includes('@') ? email : ''
}

/** A phone as the one key it is counted under ('+1 (815) 555-0100' and '815.555.0100' are one). Empty when invalid. */
export function normalisePhone(value: unknown): string {
  return typeof value === 'string' && isValidPhone(value) ? phoneKey(value) : ''
}

/** The per-target hits of a validated submission: its email and its phone, each counted on its own. */
export function targetHits(form: string, data: Readonly<Record<string, unknown>>): AbuseHit[] {
  const hits: AbuseHit[] = []
  const email = normaliseEmail(data.email)
  const phone = normalisePhone(data.phone)
  if (email) hits.push(['formPerTarget', `${form} email ${email}`])
  if (phone) hits.push(['formPerTarget', `${form} phone ${phone}`])
  return hits
}

/** The site-wide count of a form: past its points, a challenge is required. */
export function triggerHit(form: string): AbuseHit {
  return ['challengeTrigger', form]
}

/**
 * The extra fields the browser's form helper sends (src/components/forms): a honeypot people never see, the
 * milliseconds between the form's render and its submission, and a solved challenge when one was asked for. The
 * form schemas drop them as unknown fields; the endpoint reads them first.
 */
export const BOT_FIELDS = {
  honeypot: 'website',
  fillMs: 'fillMs',
  challenge: 'altcha',
} as const

/** Faster than this from the page's load to submit is a script: nobody reads and fills a lead form in 2 seconds. */
export const MIN_FILL_MS = 2000

/**
 * The minimum fill time in force: `LEAD_MIN_FILL_MS` when set to a whole number of milliseconds, else MIN_FILL_MS.
 * The browser specs set it lower: Playwright fills a form in about 1.1 to 1.5 s from the page's load, as a script
 * would, and those specs read the stored leads back.
 */
export function minFillMs(env: Record<string, string | undefined> = process.env): number {
  const setting = env.LEAD_MIN_FILL_MS?.trim() ?? ''
  return /^\d{1,6}$/.test(setting) ? Number(setting) : MIN_FILL_MS
}

export type BotVerdict = 'person' | 'honeypot' | 'too-fast'

/**
 * A filled honeypot or a fill time under MIN_FILL_MS marks a bot. A post without a fill time is judged by the
 * limits and the challenge alone: API clients and older pages send none, and a script that leaves it out gains
 * nothing it could not get by sending a large one.
 */
export function botVerdict(fields: Readonly<Record<string, unknown>>, minimum: number = MIN_FILL_MS): BotVerdict {
  const honeypot = fields[BOT_FIELDS.honeypot]
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return 'honeypot'
  const raw = fields[BOT_FIELDS.fillMs]
  const fillMs = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw
  if (typeof fillMs === 'number' && Number.isFinite(fillMs) && fillMs < minimum) return 'too-fast'
  return 'person'
}

/** How long a challenge may be solved and sent in (seconds), and how long its use is remembered. */
export const CHALLENGE_TTL_S = 10 * MINUTE_S
/**
 * Work of one challenge: the solver tries counters up to about this many SHA-256 hashes (a few hundred ms in a
 * browser, a cost per post for a script). The counter is drawn between half and all of it.
 */
export const CHALLENGE_MAX_COUNTER = 20_000
