/**
 * Writing a submission: a sell-or-trade offer computed first, its references resolved, its résumé stored in the
 * private `resumes` collection, its verified experiment exposures, and the lead created exactly once per
 * idempotency key (the unique index decides between concurrent repeats).
 */
import crypto from 'node:crypto'

import { APIError, ValidationError, type Payload } from 'payload'

import { createLead, findLeadByKey, type NewLead } from '@/lib/leads/delivery/create-lead'
import { RESUME_MESSAGES, resumeExtension, type ResumeMimeType } from '@/lib/leads/resume'
import type { Submission } from '@/lib/leads/schemas/registry'
import { submissionUser } from '@/lib/leads/summary'
import { adAllowList } from '@/lib/leads/text-email'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'
import { isDocumentId } from '@/lib/leads/formats'
import { slugify } from '@/lib/vehicles/slug'
import type { Lead } from '@/payload-types'

import { leadExposures } from './exposures'
import { newLeadOf, type LeadRefs } from './lead-data'
import { existingId } from './lookups'
import { refused, type FormResult } from './result'
import { appraiseSellTrade } from './sell-trade'
import type { VisitorCookies } from './submission'

/** A résumé whose bytes passed checkResume, with the type they were sniffed as. */
export interface CheckedResume {
  bytes: Uint8Array
  type: ResumeMimeType
}

/**
 * The vehicle, selected store (the userSelectedStore cookie, else the form's selectedStore) and staff member
 * that exist. A staff message to someone no longer on staff is still stored (and routed like any lead); only the
 * direct mail to them cannot go, which the log says.
 */
export async function resolveRefs(payload: Payload, submission: Submission, cookies: VisitorCookies): Promise<LeadRefs> {
  const data = submission.data
  const storeCookie = cookies[VISITOR_COOKIES.userSelectedStore]
  const storeId = storeCookie && isDocumentId(storeCookie) ? storeCookie : data.selectedStore
  const staffId = submission.form === 'staff-message' ? submission.data.staffId : undefined
  const [vehicle, selectedStore, staffMember] = await Promise.all([
    existingId(payload, 'vehicles', data.vehicleId),
    existingId(payload, 'locations', storeId),
    existingId(payload, 'staff', staffId),
  ])
  if (staffId && !staffMember) {
    payload.logger.warn({ msg: `Staff message to unknown staff member ${staffId}: stored and routed without it` })
  }
  return { vehicle, selectedStore, staffMember }
}

/** The ad parameters a lead may keep from the adsValues cookie: the store settings' allow-list. */
export async function readAdAllowList(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: 'store-settings', depth: 0, select: { adParameters: true } })
  return adAllowList(settings)
}

/**
 * Stores a careers résumé under a truthful name (the applicant and the sniffed type's extension); null when the
 * upload collection refuses the file (its own checks go further than the sniffing, e.g. a PDF without its
 * cross-reference table), which is the visitor's file, not a failure of the server.
 */
export async function storeResume(
  payload: Payload,
  submission: Submission,
  resume: CheckedResume,
): Promise<string | null> {
  const { firstName, lastName } = submissionUser(submission)
  // A random part keeps concurrent uploads off each other's name (filename is unique, Payload dedupes by lookup).
  const applicant = slugify(`${firstName} ${lastName}`).slice(0, 60) || 'applicant'
  const name = `${applicant}-resume-${crypto.randomBytes(4).toString('hex')}${resumeExtension(resume.type)}`
  try {
    const doc = await payload.create({
      collection: 'resumes',
      data: {},
      file: { data: Buffer.from(resume.bytes), mimetype: resume.type, name, size: resume.bytes.byteLength },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    return String(doc.id)
  } catch (error) {
    if (isFileRefusal(error)) return null
    throw error
  }
}

const RESUME_REFUSALS: readonly string[] = Object.values(RESUME_MESSAGES)

/** The upload collection's refusal of the file itself: Payload's file checks, or its checkResumeFile hook. */
function isFileRefusal(error: unknown): boolean {
  if (error instanceof ValidationError) return error.data.errors.some((entry) => entry.path === 'file')
  return error instanceof APIError && error.status === 400 && RESUME_REFUSALS.includes(error.message)
}

/** Deletes a résumé stored for a submission that turned out to be a repeat (best effort: it is only a spare copy). */
export async function discardResume(payload: Payload, id: string): Promise<void> {
  await payload.delete({ collection: 'resumes', id, overrideAccess: true }).catch((error: unknown) => {
    payload.logger.warn({ err: error, msg: `Could not delete the spare résumé ${id} of a repeated submission` })
  })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * createLead, plus a second look when it fails: a concurrent repeat whose insert lost to the unique index may
 * not see the winner at once where the winner's transaction is still open (MongoDB replica sets), so the key is
 * looked up again briefly before the failure counts.
 */
export async function createOrFindLead(payload: Payload, data: NewLead): Promise<{ lead: Lead; created: boolean }> {
  try {
    return await createLead(payload, data)
  } catch (error) {
    for (const wait of [50, 150, 300]) {
      await pause(wait)
      const first = await findLeadByKey(payload, data.idempotencyKey)
      if (first) return { lead: first, created: false }
    }
    throw error
  }
}

export type Stored = { ok: true; lead: Lead; created: boolean } | { ok: false; result: FormResult }

/**
 * Stores a validated submission that passed its form's rules: the sell-or-trade questionnaire checked and its
 * offer computed before anything is written (400 under the questions), the résumé (400 when the upload collection
 * refuses the file), then the lead. `created` is false when a concurrent repeat of the key stored it first; the
 * spare résumé is removed then. Throws when the database fails: the caller logs the submission whole.
 */
export async function storeSubmission(
  payload: Payload,
  now: Date,
  submission: Submission,
  resume: CheckedResume | null,
  visitor: VisitorCookies,
): Promise<Stored> {
  const appraisal = submission.form === 'sell-trade' ? await appraiseSellTrade(payload, submission.data, now) : null
  if (appraisal && !appraisal.ok) return { ok: false, result: refused(400, appraisal.errors) }
  const [refs, adParams] = await Promise.all([resolveRefs(payload, submission, visitor), readAdAllowList(payload)])
  if (resume) {
    const resumeId = await storeResume(payload, submission, resume)
    if (!resumeId) return { ok: false, result: refused(400, { resume: RESUME_MESSAGES.type }) }
    refs.resume = resumeId
  }
  const newLead = newLeadOf(submission, visitor, refs, adParams)
  newLead.experiments = await leadExposures(payload, visitor, now)
  if (appraisal?.ok) newLead.payload = { ...objectOf(newLead.payload), ...appraisal.appraisal }
  const { lead, created } = await createOrFindLead(payload, newLead)
  if (!created && refs.resume) await discardResume(payload, refs.resume)
  return { ok: true, lead, created }
}

function objectOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
}
