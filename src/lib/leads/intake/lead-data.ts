/**
 * The `leads` document of a validated submission ("Never lose a lead"): event and inquiry type per
 * src/lib/leads/forms, the customer, the references that resolved to real documents, the comments, the page,
 * the visitor's ad values, prospect status and id from their cookies, and the validated data itself in
 * `payload` with a credit application's SSNs and dates of birth split off into `sensitive`. Pure.
 */
import { splitSensitive } from '@/lib/crypto/sensitive-submission'
import type { NewLead } from '@/lib/leads/delivery/create-lead'
import { FORM_EVENTS } from '@/lib/leads/forms'
import { prospectStatusOf } from '@/lib/leads/prospect'
import type { Submission } from '@/lib/leads/schemas/registry'
import { submissionMessage, submissionUser } from '@/lib/leads/summary'
import { parseAdsValuesCookie, VISITOR_COOKIES } from '@/lib/leads/visitor'
import { AD_TRACKING_PARAMS } from '@/lib/settings/defaults'

import { submissionLocale } from './locale'

/** Ids checked to exist; a reference that did not resolve is left out (the submitted id stays in `payload`). */
export interface LeadRefs {
  vehicle?: string
  staffMember?: string
  selectedStore?: string
  resume?: string
}

/** The visitor's free text: the message, a trade's comments or a service appointment's notes. */
export function commentsOf(submission: Submission): string | undefined {
  if (submission.form === 'sell-trade') return submission.data.trade.comments
  if (submission.form === 'service-appointment') return submission.data.notes
  return submissionMessage(submission)
}

/**
 * The lead to create for a submission, given the request's cookies, the references that exist and the store
 * settings' ad parameter allow-list (the SPEC's nine unless marketing changed it).
 */
export function newLeadOf(
  submission: Submission,
  cookies: Readonly<Record<string, string | undefined>>,
  refs: LeadRefs,
  adAllowList: readonly string[] = AD_TRACKING_PARAMS,
): NewLead {
  const { payload, sensitive } = splitSensitive(submission.data)
  const adsValues = parseAdsValuesCookie(cookies[VISITOR_COOKIES.adsValues], adAllowList)
  const hasSensitive = Object.values(sensitive).some(Boolean)
  return {
    idempotencyKey: submission.data.idempotencyKey,
    form: submission.form,
    event: FORM_EVENTS[submission.form],
    inquiryType: submission.form === 'contact' ? submission.data.inquiryType : undefined,
    prospectStatus: prospectStatusOf(cookies[VISITOR_COOKIES.adfLead]),
    visitorId: visitorIdOf(cookies[VISITOR_COOKIES.uniqueUserId]),
    customer: submissionUser(submission),
    vehicle: refs.vehicle,
    staffMember: refs.staffMember,
    selectedStore: refs.selectedStore,
    resume: refs.resume,
    comments: commentsOf(submission),
    pageUrl: submission.data.pageUrl,
    locale: submissionLocale(submission.data),
    adsValues: Object.keys(adsValues).length ? adsValues : undefined,
    payload,
    ...(hasSensitive ? { sensitive } : {}),
  }
}

const VISITOR_ID = /^[A-Za-z0-9-]{1,64}$/

/** The uniqueUserId cookie when it looks like one of ours (a uuid-ish token); anything else is not stored. */
export function visitorIdOf(cookie: string | undefined): string | undefined {
  return cookie && VISITOR_ID.test(cookie) ? cookie : undefined
}
