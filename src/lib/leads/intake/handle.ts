/**
 * `POST /api/forms/{form}`: admission (form, body kind), a bounded read, the abuse checks
 * (./abuse.ts), validation with the form's shared zod schema (unknown fields dropped), the form's server rules,
 * then the lead stored first and answered `201 { ok: true, leadId }` with the visitor-profile cookies. A repeat of an idempotency key answers
 * the first lead again. Never throws: every failure has its status, and a valid submission that cannot be stored
 * is logged in full (minus SSN and dates of birth) before the 503.
 */
import type { Payload } from 'payload'

import { checkResume, RESUME_MESSAGES } from '@/lib/leads/resume'
import { parseForm, parseSubmission, type FieldErrors, type Submission } from '@/lib/leads/schemas/registry'
import { submittedProfileOf, visitorCookieUpdates } from '@/lib/leads/visitor'
import { clientIp } from '@/lib/http/client-ip'
import { reserveAccessCookies } from '@/lib/visitor/reserve-access'

import { logRefusedSubmission, screenRequester, screenSubmission, type AbuseContext } from './abuse'
import { admitFormRequest, tooLarge, type Admission, type FormRequestHead } from './admit'
import { parseCookieHeader, type ResponseCookie } from '@/lib/cookies/header'
import { financingCookie, financingDigest } from './financing'
import { formRuleAnswer } from './form-rules'
import { newLeadOf } from './lead-data'
import { localizedResult } from './localized-result'
import { findLeadByKey } from './lookups'
import { leadExposures } from './exposures'
import { logLostSubmission, stderrLogger, type ErrorLogger } from './lost-submission'
import { decodeBody, type DecodedBody } from './parse-body'
import { INTAKE_MESSAGES, type FormLimiter } from './policy'
import { readBodyBytes } from '@/lib/http/read-body'
import { refused, refusedForm, type FormResult } from './result'
import { appraiseSellTrade, storedAppraisal } from './sell-trade'
import { createOrFindLead, discardResume, readAdAllowList, resolveRefs, storeResume, type CheckedResume } from './store'

export interface FormIntakeDeps {
  /** The Local API. A promise (the route's getPayloadClient()) is awaited only once a submission validated. */
  payload: Payload | Promise<Payload>
  limiter: FormLimiter
  now: () => Date
  /** Where submissions held by the abuse checks are logged whole; stderr by default. */
  heldLogger?: ErrorLogger
}

type Cookies = Readonly<Record<string, string | undefined>>

/** A form post whose body was already read (what integration tests call). */
export interface FormSubmissionInput extends FormRequestHead {
  body: Uint8Array
  cookies: Cookies
}

/** The whole endpoint for a body already in memory. */
export async function handleFormSubmission(deps: FormIntakeDeps, input: FormSubmissionInput): Promise<FormResult> {
  const admission = admitFormRequest(input)
  if (!admission.ok) return admission.result
  if (input.body.byteLength > admission.maxBytes) return tooLarge(admission.kind)
  return processFormBody(deps, admission, input.body, input.cookies, input.clientIp)
}

/** The whole endpoint for a request: the body is read only after admission, and never past its bound. */
export async function handleFormRequest(deps: FormIntakeDeps, request: Request, form: string): Promise<FormResult> {
  const head = {
    form,
    contentType: request.headers.get('content-type'),
    clientIp: clientIp(request.headers),
  }
  const admission = admitFormRequest(head)
  if (!admission.ok) return admission.result
  const body = await readBodyBytes(request, admission.maxBytes)
  if (!body.ok)
    return body.reason === 'too-large' ? tooLarge(admission.kind) : refusedForm(400, INTAKE_MESSAGES.unreadable)
  return processFormBody(deps, admission, body.bytes, parseCookieHeader(request.headers.get('cookie')), head.clientIp)
}

type Validated = { ok: true; submission: Submission; resume: CheckedResume | null } | { ok: false; result: FormResult }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isPlainObject = isRecord

async function validate(admission: Extract<Admission, { ok: true }>, decoded: DecodedBody): Promise<Validated> {
  if (!decoded.ok || !isPlainObject(decoded.fields)) {
    return { ok: false, result: refusedForm(400, INTAKE_MESSAGES.unreadable) }
  }
  const submission = parseSubmission(admission.form, decoded.fields)
  const parsed = submission ? null : parseForm(admission.form, decoded.fields)
  const errors: FieldErrors = parsed && !parsed.ok ? { ...parsed.errors } : {}
  let resume: CheckedResume | null = null
  if (admission.form === 'careers') {
    // The file is checked by its bytes, never by its name or declared type, and reported with the fields.
    const check = checkResume(decoded.resume?.bytes)
    if (check.ok && decoded.resume) resume = { bytes: decoded.resume.bytes, type: check.type }
    else if (!check.ok) errors.resume = check.message
  }
  if (!submission || Object.keys(errors).length > 0) return { ok: false, result: refused(400, errors) }
  return { ok: true, submission, resume }
}

/** The body's answer, with its refusal messages in the language the post says it was in (./locale.ts). */
async function processFormBody(
  deps: FormIntakeDeps,
  admission: Extract<Admission, { ok: true }>,
  bytes: Uint8Array,
  cookies: Cookies,
  clientIp: string,
): Promise<FormResult> {
  // Payload may still be starting: its failure is handled later, and must not be an unhandled rejection meanwhile.
  Promise.resolve(deps.payload).catch(() => undefined)
  // decodeBody never throws: an unreadable body is `{ ok: false }`, answered in English.
  const decoded = await decodeBody(admission.kind, admission.contentType, bytes)
  const result = await answerFormBody(deps, admission, decoded, cookies, clientIp)
  return decoded.ok && isRecord(decoded.fields) ? localizedResult(result, decoded.fields) : result
}

async function answerFormBody(
  deps: FormIntakeDeps,
  admission: Extract<Admission, { ok: true }>,
  decoded: DecodedBody,
  cookies: Cookies,
  clientIp: string,
): Promise<FormResult> {
  // Attached at once, so a failed start of Payload is not an unhandled rejection while the body is validated.
  const payloadReady = Promise.resolve(deps.payload)
  payloadReady.catch(() => undefined)
  let validated: Validated
  let screened: FormResult | null
  try {
    const fields = decoded.ok && isPlainObject(decoded.fields) ? (decoded.fields as Record<string, unknown>) : {}
    const context: AbuseContext = {
      limiter: deps.limiter,
      form: admission.form,
      clientIp,
      cookies,
      fields,
      logger: deps.heldLogger,
    }
    validated = await validate(admission, decoded)
    screened = await screenRequester(context)
    if (screened && validated.ok) logRefusedSubmission(context, validated.submission, screened)
    if (!screened && validated.ok) screened = await screenSubmission(context, validated.submission)
  } catch (error) {
    // A bug, not an input: still no 500.
    stderrLogger.error({ err: String(error), form: admission.form }, 'Form validation failed unexpectedly')
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
  if (screened) return screened
  if (!validated.ok) return validated.result
  const { submission, resume } = validated
  let payload: Payload
  try {
    payload = await payloadReady
  } catch (error) {
    logLostSubmission(stderrLogger, newLeadOf(submission, cookies, {}), error)
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
  try {
    return await store(payload, deps.now(), submission, resume, cookies)
  } catch (error) {
    const extra = resume ? { resume: { type: resume.type, bytes: resume.bytes.byteLength } } : {}
    logLostSubmission(payload.logger, newLeadOf(submission, cookies, {}), error, extra)
    return refusedForm(503, INTAKE_MESSAGES.unavailable)
  }
}

async function store(
  payload: Payload,
  now: Date,
  submission: Submission,
  resume: CheckedResume | null,
  cookies: Cookies,
): Promise<FormResult> {
  const first = await findLeadByKey(payload, submission.data.idempotencyKey)
  if (first) return withAppraisal(accepted(payload, submission, cookies, String(first.id), now), first.payload)
  const stop = await formRuleAnswer(payload, submission, cookies, now)
  if (stop) return stop
  // Sell or trade: the questionnaire is checked and the offer computed before anything is stored.
  const appraisal = submission.form === 'sell-trade' ? await appraiseSellTrade(payload, submission.data, now) : null
  if (appraisal && !appraisal.ok) return refused(400, appraisal.errors)
  const [refs, adParams] = await Promise.all([resolveRefs(payload, submission, cookies), readAdAllowList(payload)])
  if (resume) {
    const resumeId = await storeResume(payload, submission, resume)
    if (!resumeId) return refused(400, { resume: RESUME_MESSAGES.type })
    refs.resume = resumeId
  }
  const newLead = newLeadOf(submission, cookies, refs, adParams)
  newLead.experiments = await leadExposures(payload, cookies, now)
  if (appraisal?.ok) newLead.payload = { ...objectOf(newLead.payload), ...appraisal.appraisal }
  const { lead, created } = await createOrFindLead(payload, newLead)
  if (!created && refs.resume) await discardResume(payload, refs.resume)
  const result = withAppraisal(accepted(payload, submission, cookies, String(lead.id), now), lead.payload)
  return created ? { ...result, createdLeadId: String(lead.id) } : result
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
}

/**
 * A sell-or-trade lead's answer carries its stored offer (a repeated post answers the first's). The valuation
 * behind it (wholesale prices and the appraiser's explanation) stays on the lead: it is the dealer's, not the
 * visitor's.
 */
function withAppraisal(result: FormResult, stored: unknown): FormResult {
  const appraisal = storedAppraisal(stored)
  if (!appraisal || !result.body.ok || !('leadId' in result.body)) return result
  return { ...result, body: { ...result.body, offer: appraisal.offer } }
}

/** The 201 and its cookies: the visitor profile, and for a financing application the digest of its data. */
function accepted(payload: Payload, submission: Submission, cookies: Cookies, leadId: string, now: Date): FormResult {
  const writes: ResponseCookie[] = visitorCookieUpdates({
    current: cookies,
    submitted: submittedProfileOf(submission),
    now,
  })
  if (submission.form === 'apply-financing')
    writes.push(financingCookie(financingDigest(payload.secret, submission.data)))
  // The unlock-inventory form opens the private reserve to this browser (signed cookie + marker).
  if (submission.form === 'unlock-inventory') writes.push(...reserveAccessCookies(payload.secret, now))
  return { status: 201, body: { ok: true, leadId }, cookies: writes }
}
