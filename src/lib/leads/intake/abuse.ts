/**
 * The abuse checks of a form post (the rules are src/lib/abuse/policy.ts): past the site-wide trigger a
 * solved challenge (428 with one otherwise), the limits per address and per visitor cookie, a bot's honeypot (a
 * silent 201), a fill time faster than a person's (a challenge as well: a shopper who sends a prefilled form at
 * once must still reach the dealer), and the limit per email or phone. A refusal never costs a real lead silently:
 * screenPost names why a valid submission is held, and the pipeline logs it whole (logHeldSubmission) so staff can
 * recover it.
 */
import { randomUUID } from 'node:crypto'

import { challengeKey, checkChallenge, newChallenge } from '@/lib/abuse/challenge'
import { BOT_FIELDS, botVerdict, minFillMs, requesterHits, targetHits, triggerHit } from '@/lib/abuse/policy'
import type { Submission } from '@/lib/leads/schemas/registry'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'

import type { ErrorLogger } from './lost-submission'
import { INTAKE_MESSAGES, type FormLimiter } from './policy'
import { refusedForm, type FormResult } from './result'

type Cookies = Readonly<Record<string, string | undefined>>

export interface AbuseContext {
  limiter: FormLimiter
  form: string
  clientIp: string
  cookies: Cookies
  /** The decoded body's fields (before the schema drops the extra ones). */
  fields: Readonly<Record<string, unknown>>
  /** Where held submissions are logged; stderr by default. */
  logger?: ErrorLogger
  /**
   * Set by screenRequester when this post carried a solved challenge it checked: a challenge is single use, so
   * screenSubmission must not check (and spend) it again.
   */
  challengeSolved?: boolean
}

/** 428 with a fresh challenge: the browser's form helper solves it unseen and posts the same submission again. */
export async function challengeRequired(): Promise<FormResult> {
  const result = refusedForm(428, INTAKE_MESSAGES.challenge)
  return {
    ...result,
    body: { ok: false, errors: { _form: INTAKE_MESSAGES.challenge }, challenge: await newChallenge(challengeKey()) },
  }
}

/** Whether the post carries a solved, unused challenge (checking spends it). */
export async function solvesChallenge(context: AbuseContext): Promise<boolean> {
  if (context.challengeSolved) return true
  const check = await checkChallenge(context.limiter, challengeKey(), context.fields[BOT_FIELDS.challenge])
  context.challengeSolved = check === 'solved'
  return context.challengeSolved
}

/** 429 with its Retry-After. */
export function tooMany(retryAfterSeconds: number): FormResult {
  return {
    ...refusedForm(429, INTAKE_MESSAGES.tooMany(retryAfterSeconds)),
    retryAfterSeconds,
  }
}

/**
 * Before validation: the challenge once the form is past its site-wide trigger, then the limits per address and
 * per visitor cookie (every post counts, valid or not: a script probing the schema pays). Null: go on.
 */
export async function screenRequester(context: AbuseContext): Promise<FormResult | null> {
  const { limiter, form, clientIp, cookies } = context
  if ((await limiter.countTowardsTrigger(triggerHit(form))) && !(await solvesChallenge(context))) {
    return challengeRequired()
  }
  const decision = await limiter.consumeAll(requesterHits(form, clientIp, cookies[VISITOR_COOKIES.uniqueUserId]))
  return decision.allowed ? null : tooMany(decision.retryAfterSeconds)
}

/** An abuse check's answer; `held` says why a valid submission is kept in the log instead of stored. */
export interface Screened {
  result: FormResult
  held?: string
}

/**
 * After validation: a filled honeypot gets a 201 that stores and sends nothing (held); a fill faster than a
 * person's must solve a challenge first (a script pays for every post, a person's browser solves it unseen); over
 * the limit per email or phone a 429 (held). Null: store it.
 */
async function screenSubmission(context: AbuseContext, submission: Submission): Promise<Screened | null> {
  const verdict = botVerdict(context.fields, minFillMs())
  if (verdict === 'too-fast' && !(await solvesChallenge(context))) return { result: await challengeRequired() }
  if (verdict === 'honeypot') {
    return { result: { status: 201, body: { ok: true, leadId: randomUUID() }, cookies: [] }, held: `bot: ${verdict}` }
  }
  const data = submission.data as Readonly<Record<string, unknown>>
  const decision = await context.limiter.consumeAll(targetHits(context.form, data))
  if (decision.allowed) return null
  return { result: tooMany(decision.retryAfterSeconds), held: 'rate limit per email or phone' }
}

/**
 * The abuse checks of a form post, in order: the requester's (every post counts, valid or not: a script probing
 * the schema pays), then, for a valid submission, the submission's. A 429 of the first holds a valid submission
 * too; a 428 holds nothing, as the browser solves the challenge and posts the same submission again. Null: go on.
 */
export async function screenPost(context: AbuseContext, submission: Submission | null): Promise<Screened | null> {
  const requester = await screenRequester(context)
  if (requester) return requester.status === 429 ? { result: requester, held: 'rate limit per address or visitor' } : { result: requester }
  return submission ? screenSubmission(context, submission) : null
}
