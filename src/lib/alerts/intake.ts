/**
 * `POST /api/alerts`: the lead forms' protections (src/lib/leads/intake/abuse.ts: the site-wide
 * challenge trigger, limits per address, visitor and email, the honeypot and the fill time), the shared zod
 * schema (400 with field messages), then subscribe(). Never throws: every failure has its status.
 */
import type { Payload } from 'payload'

import { botVerdict, minFillMs, targetHits } from '@/lib/abuse/policy'
import { challengeRequired, screenRequester, solvesChallenge, tooMany, type AbuseContext } from '@/lib/leads/intake/abuse'
import type { ErrorLogger } from '@/lib/leads/intake/lost-submission'
import { stderrLogger } from '@/lib/leads/intake/lost-submission'
import { bodyKindOf, decodeBody } from '@/lib/leads/intake/parse-body'
import { INTAKE_MESSAGES, MAX_JSON_BYTES, type FormLimiter } from '@/lib/leads/intake/policy'
import type { FormResult } from '@/lib/leads/intake/result'
import { fieldErrors, FORM_ERROR_KEY, type FieldErrors } from '@/lib/leads/schemas/registry'
import { t } from '@/lib/i18n'
import { translateErrors } from '@/lib/i18n/translate'
import { submissionLocale } from '@/lib/leads/intake/locale'

import { alertSubscribeSchema, type AlertSubscription } from './schema'
import { subscribe } from './subscribe'

/** The limits count alert sign-ups as a form of their own. */
export const ALERT_FORM = 'alerts'

export interface AlertIntakeDeps {
  payload: Payload | Promise<Payload>
  limiter: FormLimiter
  now: () => Date
  /** Where held sign-ups are logged; stderr by default. */
  heldLogger?: ErrorLogger
}

export interface AlertPost {
  contentType: string | null
  clientIp: string
  cookies: Readonly<Record<string, string | undefined>>
  body: Uint8Array
}

export type AlertAnswer = { ok: true } | { ok: false; errors?: FieldErrors; challenge?: unknown }

export interface AlertResult {
  status: 201 | 400 | 403 | 413 | 428 | 429 | 503
  body: AlertAnswer
  retryAfterSeconds?: number
  /** A confirmation email was queued: the route may run the queue right after answering. */
  queued?: boolean
}

const refusal = (status: AlertResult['status'], errors: FieldErrors): AlertResult => ({
  status,
  body: { ok: false, errors },
})

function fromScreen(result: FormResult): AlertResult {
  if (result.status === 428 || result.status === 429) {
    const body = result.body.ok ? { ok: false as const } : result.body
    return { status: result.status, body, retryAfterSeconds: result.retryAfterSeconds }
  }
  // The honeypot's silent 201: the script learns nothing, nothing is stored or sent.
  return { status: 201, body: { ok: true } }
}

async function screenSignUp(context: AbuseContext, data: AlertSubscription): Promise<AlertResult | null> {
  const logger = context.logger ?? stderrLogger
  const verdict = botVerdict(context.fields, minFillMs())
  if (verdict === 'too-fast' && !(await solvesChallenge(context))) return fromScreen(await challengeRequired())
  if (verdict === 'honeypot') {
    logger.error({ heldAlert: { ...data }, reason: 'bot: honeypot' }, 'Alert sign-up held, not stored (bot: honeypot)')
    return { status: 201, body: { ok: true } }
  }
  const decision = await context.limiter.consumeAll(targetHits(ALERT_FORM, data))
  if (decision.allowed) return null
  logger.error({ heldAlert: { ...data }, reason: 'rate limit per email' }, 'Alert sign-up held, not stored')
  return fromScreen(tooMany(decision.retryAfterSeconds))
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** An answer's field messages in the post's language, like the lead endpoints' (src/lib/leads/intake/localized-result.ts). */
export function localizedAlertResult(result: AlertResult, fields: Readonly<Record<string, unknown>>): AlertResult {
  const locale = submissionLocale(fields)
  if (locale === 'en' || result.body.ok || !result.body.errors) return result
  return { ...result, body: { ...result.body, errors: translateErrors(result.body.errors, locale) } }
}

/** The whole endpoint for a body already read (at most MAX_JSON_BYTES + 1 bytes). */
export async function handleAlertPost(deps: AlertIntakeDeps, post: AlertPost): Promise<AlertResult> {
  if (bodyKindOf(post.contentType) !== 'json') return refusal(400, { [FORM_ERROR_KEY]: t('alerts.errors.content-type') })
  if (post.body.byteLength > MAX_JSON_BYTES) return refusal(413, { [FORM_ERROR_KEY]: INTAKE_MESSAGES.tooLarge })
  try {
    const decoded = await decodeBody('json', post.contentType ?? '', post.body)
    const fields = decoded.ok && isRecord(decoded.fields) ? decoded.fields : null
    const context: AbuseContext = {
      limiter: deps.limiter,
      form: ALERT_FORM,
      clientIp: post.clientIp,
      cookies: post.cookies,
      fields: fields ?? {},
      logger: deps.heldLogger,
    }
    const local = (result: AlertResult) => localizedAlertResult(result, fields ?? {})
    const screened = await screenRequester(context)
    if (screened) return local(fromScreen(screened))
    if (!fields) return refusal(400, { [FORM_ERROR_KEY]: INTAKE_MESSAGES.unreadable })
    const parsed = alertSubscribeSchema.safeParse(fields)
    if (!parsed.success) return local(refusal(400, fieldErrors(parsed.error)))
    const held = await screenSignUp(context, parsed.data)
    if (held) return local(held)
    const outcome = await subscribe(await deps.payload, parsed.data, post.cookies, deps.now())
    if (!outcome.ok) return local(refusal(400, outcome.errors))
    return { status: 201, body: { ok: true }, queued: outcome.queued }
  } catch (error) {
    stderrLogger.error({ err: String(error), form: ALERT_FORM }, 'Alert sign-up failed unexpectedly')
    return refusal(503, { [FORM_ERROR_KEY]: INTAKE_MESSAGES.unavailable })
  }
}
