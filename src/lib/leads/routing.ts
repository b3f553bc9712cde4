/**
 * Where a lead's emails go: the routing row of its event in the store settings
 * (type adf | text, subject defaulting to 'Website Lead', recipients), overridden by the selected store's own
 * row, whose recipients count only when the site runs in production; plus, for STAFF_MEMBER, a direct mail to
 * the staff member. Pure: settings rows and the site environment in, one delivery per recipient out.
 */
import { EMAIL, type EmailType, type LeadEvent } from '@/lib/settings/defaults'

import type { LeadEventKey } from './forms'
import { baseLeadEvent } from './forms'
import { isValidEmail } from './formats'

/** A routing row as the store-settings global stores it (`emailRouting`); a store's own rows have the same shape. */
export interface EmailRoutingRow {
  event: string
  type?: EmailType | null
  subject?: string | null
  recipients?: readonly { email?: string | null }[] | null
}

/** The routing of one event. */
export interface LeadRoute {
  type: EmailType
  subject: string
  recipients: string[]
}

/** One email to one recipient. `id` is stable across retries, so a job can record what it already sent. */
export interface LeadDelivery {
  id: string
  kind: 'route' | 'staff'
  type: EmailType
  subject: string
  to: string
}

/** The row of an event: an exact CONTACT_{type} row when one exists, else the row of its stored event. */
export function routingRowOf(
  rows: readonly EmailRoutingRow[] | null | undefined,
  event: LeadEventKey,
): EmailRoutingRow | undefined {
  const base: LeadEvent = baseLeadEvent(event)
  return rows?.find((row) => row.event === event) ?? rows?.find((row) => row.event === base)
}

/** The valid recipient addresses of a row, trimmed, each once (case-insensitively). */
function recipientsOf(row: EmailRoutingRow | undefined): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const recipient of row?.recipients ?? []) {
    const email = recipient.email?.trim()
    if (!email || !isValidEmail(email) || seen.has(email.toLowerCase())) continue
    seen.add(email.toLowerCase())
    out.push(email)
  }
  return out
}

/** Inputs of resolveRoute and leadDeliveries. */
export interface RoutingInput {
  event: LeadEventKey
  /** The company's rows: `store-settings.emailRouting`. */
  companyRows: readonly EmailRoutingRow[] | null | undefined
  /** The selected store's rows, when a store is selected and has its own routing. */
  storeRows?: readonly EmailRoutingRow[] | null
  /** process.env.SITE_ENV, passed in so this stays pure. */
  siteEnv: string | undefined
}

/**
 * The route of an event, or null when neither the company nor the selected store routes it (the admin's
 * rule: "forms without a row are not emailed"). A store row overrides type and subject; its recipients
 * replace the company's only when siteEnv is 'production', so a staging site never mails a real store.
 */
export function resolveRoute({ event, companyRows, storeRows, siteEnv }: RoutingInput): LeadRoute | null {
  const company = routingRowOf(companyRows, event)
  const store = routingRowOf(storeRows, event)
  if (!company && !store) return null
  const storeRecipients = siteEnv === 'production' ? recipientsOf(store) : []
  return {
    type: store?.type ?? company?.type ?? EMAIL.defaultType,
    subject: store?.subject?.trim() || company?.subject?.trim() || EMAIL.defaultSubject,
    recipients: storeRecipients.length ? storeRecipients : recipientsOf(company),
  }
}

/**
 * Every email of a lead: one per routing recipient, and for STAFF_MEMBER a plain-text mail to the staff member
 * (subject 'Connect with a Staff Member Form from website') when their address is valid.
 */
export function leadDeliveries(input: RoutingInput & { staffEmail?: string | null }): LeadDelivery[] {
  const route = resolveRoute(input)
  const deliveries: LeadDelivery[] = route
    ? route.recipients.map((to) => ({
        id: `route:${to.toLowerCase()}`,
        kind: 'route',
        type: route.type,
        subject: route.subject,
        to,
      }))
    : []
  const staff = input.staffEmail?.trim()
  if (baseLeadEvent(input.event) === 'STAFF_MEMBER' && staff && isValidEmail(staff)) {
    deliveries.push({
      id: `staff:${staff.toLowerCase()}`,
      kind: 'staff',
      type: 'text',
      subject: EMAIL.staffMemberSubject,
      to: staff,
    })
  }
  return deliveries
}
