/**
 * The answer to a stored submission (the pipeline's last step): 201 `{ ok: true, leadId }` with the visitor-profile
 * cookies, the financing digest for a credit pre-approval, the private reserve for unlock-inventory, and a
 * sell-or-trade lead's stored offer. A repeat of an idempotency key gets the first lead's answer.
 */
import type { Payload } from 'payload'

import type { ResponseCookie } from '@/lib/cookies/header'
import type { Submission } from '@/lib/leads/schemas/registry'
import { submittedProfileOf, visitorCookieUpdates } from '@/lib/leads/visitor'
import { reserveAccessCookies } from '@/lib/visitor/reserve-access'
import type { Lead } from '@/payload-types'

import { financingCookie, financingDigest } from './financing'
import type { FormResult } from './result'
import { storedAppraisal } from './sell-trade'
import type { VisitorCookies } from './submission'

/** The 201 for a lead; `created` marks a lead this request stored, for the route to run the email queue. */
export function acceptedAnswer(
  payload: Payload,
  submission: Submission,
  visitor: VisitorCookies,
  stored: { lead: Lead; created: boolean },
  now: Date,
): FormResult {
  const leadId = String(stored.lead.id)
  const writes: ResponseCookie[] = visitorCookieUpdates({ current: visitor, submitted: submittedProfileOf(submission), now })
  if (submission.form === 'apply-financing')
    writes.push(financingCookie(financingDigest(payload.secret, submission.data)))
  // The unlock-inventory form opens the private reserve to this browser (signed cookie + marker).
  if (submission.form === 'unlock-inventory') writes.push(...reserveAccessCookies(payload.secret, now))
  // The valuation behind an offer (wholesale prices, the appraiser's explanation) stays on the lead: the dealer's.
  const appraisal = storedAppraisal(stored.lead.payload)
  const body = appraisal ? { ok: true as const, leadId, offer: appraisal.offer } : { ok: true as const, leadId }
  const result: FormResult = { status: 201, body, cookies: writes }
  return stored.created ? { ...result, createdLeadId: leadId } : result
}
