/**
 * `POST /api/forms/{form}` as one straight pipeline. The request is parsed once at the entry into a typed post
 * (./submission.ts: form, body, the visitor's cookies, the client's address), then:
 * screen (the abuse checks, ./abuse.ts) → validate (the form's zod schema, ./validate.ts) → form rules
 * (./form-rules.ts) → store (./store.ts) → answer (./answer.ts), each called once, in that order, from here; the
 * answer's messages are in the post's language. A repeat of an idempotency key skips the rules and the store and
 * answers the first lead again. Never throws: every failure has its status, and a valid submission that is held by
 * the abuse checks or cannot be stored is logged whole (minus SSN and dates of birth) before its answer.
 */
import type { Payload } from 'payload'

import { findLeadByKey } from '@/lib/leads/delivery/create-lead'

import { screenPost, type AbuseContext, type Screened } from './abuse'
import { acceptedAnswer } from './answer'
import { formRuleAnswer } from './form-rules'
import { newLeadOf } from './lead-data'
import { localizedResult } from './localized-result'
import { logHeldSubmission, logLostSubmission, stderrLogger, type ErrorLogger } from './lost-submission'
import { INTAKE_MESSAGES, type FormLimiter } from './policy'
import { refusedForm, type FormResult } from './result'
import { storeSubmission, type Stored } from './store'
import { formPostOf, readFormPost, type FormEntry, type FormPost, type FormSubmissionInput } from './submission'
import { validatePost, type Validated } from './validate'

export interface FormIntakeDeps {
  /** The Local API. A promise (the route's getPayloadClient()) is awaited only once a submission validated. */
  payload: Payload | Promise<Payload>
  limiter: FormLimiter
  now: () => Date
  /** Where submissions held by the abuse checks are logged whole; stderr by default. */
  heldLogger?: ErrorLogger
}

/** The whole endpoint for a request. */
export async function handleFormRequest(deps: FormIntakeDeps, request: Request, form: string): Promise<FormResult> {
  return answerEntry(deps, await readFormPost(request, form))
}

/** The whole endpoint for a body already in memory. */
export async function handleFormSubmission(deps: FormIntakeDeps, input: FormSubmissionInput): Promise<FormResult> {
  return answerEntry(deps, await formPostOf(input))
}

async function answerEntry(deps: FormIntakeDeps, entry: FormEntry): Promise<FormResult> {
  if (!entry.ok) return entry.result
  return localizedResult(await runPipeline(deps, entry.post), entry.post.fields ?? {})
}

/** screen → validate → form rules → store → answer. */
async function runPipeline(deps: FormIntakeDeps, post: FormPost): Promise<FormResult> {
  // Payload may still be starting: its failure is handled below, and must not be an unhandled rejection meanwhile.
  const payloadReady = Promise.resolve(deps.payload)
  payloadReady.catch(() => undefined)
  const context: AbuseContext = {
    limiter: deps.limiter,
    form: post.form,
    clientIp: post.client.ip,
    cookies: post.visitor,
    fields: post.fields ?? {},
    logger: deps.heldLogger,
  }
  let validated: Validated
  let screened: Screened | null
  try {
    // The schema's verdict is taken first only so that a submission the abuse checks hold is logged whole;
    // the abuse checks answer first.
    validated = validatePost(post)
    screened = await screenPost(context, validated.ok ? validated.submission : null)
  } catch (error) {
    // A bug, not an input: still no 500.
    stderrLogger.error({ err: String(error), form: post.form }, 'Form validation failed unexpectedly')
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
  if (!validated.ok) return screened ? screened.result : validated.result
  const { submission, resume } = validated
  // The lead as it would be stored, for the log when it is held or cannot be stored ("never lose a lead").
  const draft = newLeadOf(submission, post.visitor, {})
  if (screened?.held) logHeldSubmission(deps.heldLogger ?? stderrLogger, draft, screened.held)
  if (screened) return screened.result
  let payload: Payload
  try {
    payload = await payloadReady
  } catch (error) {
    logLostSubmission(stderrLogger, draft, error)
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
  try {
    const now = deps.now()
    const first = await findLeadByKey(payload, submission.data.idempotencyKey)
    // The first post of a key passed the rules: its repeat is answered, never checked or stored again.
    const stop = first ? null : await formRuleAnswer(payload, submission, post.visitor, now)
    if (stop) return stop
    const stored: Stored = first
      ? { ok: true, lead: first, created: false }
      : await storeSubmission(payload, now, submission, resume, post.visitor)
    if (!stored.ok) return stored.result
    return acceptedAnswer(payload, submission, post.visitor, stored, now)
  } catch (error) {
    const extra = resume ? { resume: { type: resume.type, bytes: resume.bytes.byteLength } } : {}
    logLostSubmission(payload.logger, draft, error, extra)
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
}
