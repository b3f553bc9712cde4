/**
 * The plain-text lead email (body = the message plus the allowed ad parameters appended) and
 * the staff member's direct mail. Only parameters in the store's allow-list (`adParameters`) are appended.
 * Pure: the text is escaped by nothing because it is sent as text/plain, never as HTML.
 */
import { AD_TRACKING_PARAMS, EMAIL } from '@/lib/settings/defaults'
import type { StoreSetting } from '@/payload-types'

import type { LeadSubmission } from './schemas/registry'
import type { LeadContext, LeadLine } from './summary'
import { contactLines, detailLines, linesText, submissionMessage, submissionUser } from './summary'

/** The allow-list of ad parameters: the store settings' list, or the SPEC's nine when the list was never set. */
export function adAllowList(settings: Pick<StoreSetting, 'adParameters'>): string[] {
  const rows = settings.adParameters
  if (!rows) return [...AD_TRACKING_PARAMS]
  return rows.map((row) => row.param.trim()).filter(Boolean)
}

/** The allowed, non-empty ad values as lines, in allow-list order. */
export function adParameterLines(
  adsValues: Readonly<Record<string, unknown>> | null | undefined,
  allowList: readonly string[],
): LeadLine[] {
  if (!adsValues) return []
  return allowList.flatMap((param) => {
    const value = adsValues[param]
    return typeof value === 'string' && value.trim() ? [{ label: param, value: value.trim() }] : []
  })
}

/** The message with the allowed ad parameters appended (unchanged when there are none). */
export function appendAdParameters(
  message: string,
  adsValues: Readonly<Record<string, unknown>> | null | undefined,
  allowList: readonly string[],
): string {
  const lines = adParameterLines(adsValues, allowList)
  return lines.length ? `${message}\n\nAd parameters:\n${linesText(lines)}` : message
}

/** The body of a lead: contact fields, the message, the form details. */
export function leadMessage(submission: LeadSubmission, context: LeadContext = {}): string {
  const message = submissionMessage(submission)
  const parts = [linesText(contactLines(submissionUser(submission)))]
  if (message) parts.push(`Message:\n${message}`)
  parts.push(linesText(detailLines(submission, context)))
  return parts.join('\n\n')
}

/** Inputs of a lead's text email. */
export interface TextEmailInput {
  submission: LeadSubmission
  /** The routing subject (resolveRoute; 'Website Lead' by default). */
  subject?: string
  context?: LeadContext
  adsValues?: Readonly<Record<string, unknown>> | null
  allowList: readonly string[]
}

/** The text email of a lead: the route's subject and the message with the allowed ad parameters appended. */
export function leadTextEmail({ submission, subject, context, adsValues, allowList }: TextEmailInput): {
  subject: string
  text: string
} {
  return {
    subject: subject?.trim() || EMAIL.defaultSubject,
    text: appendAdParameters(leadMessage(submission, context), adsValues, allowList),
  }
}

/** The STAFF_MEMBER direct mail to the staff member: fixed subject, the visitor's details and message. */
export function staffMemberEmail(
  submission: LeadSubmission,
  context: LeadContext = {},
): { subject: string; text: string } {
  const intro = context.staffName
    ? `${context.staffName}, a visitor wrote to you from the website.`
    : 'A visitor wrote to you from the website.'
  return {
    subject: EMAIL.staffMemberSubject,
    text: `${intro}\n\n${leadMessage(submission, { ...context, adminUrl: undefined })}`,
  }
}
