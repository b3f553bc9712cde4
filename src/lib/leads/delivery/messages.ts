import { adfLeadOf } from '@/lib/leads/adf-parts'
import { adfXml } from '@/lib/leads/adf'
import { CONTACT_INQUIRY_TYPES, leadEventKey, type LeadEventKey } from '@/lib/leads/forms'
import { leadDeliveries, type LeadDelivery } from '@/lib/leads/routing'
import { parseStoredSubmission, type LeadSubmission } from '@/lib/leads/schemas/registry'
import type { LeadContext } from '@/lib/leads/summary'
import { confirmationEmail } from '@/lib/leads/confirmation-email'
import { adAllowList, leadTextEmail, staffMemberEmail } from '@/lib/leads/text-email'
import { vehicleTitle } from '@/lib/vehicles/slug'
import type { Lead, Location, Staff, StoreSetting, Vehicle } from '@/payload-types'

import type { MessageKind } from './constants'

/** One email of a lead to one recipient. An ADF message carries its XML as the text body, as ADF CRMs parse it. */
export type LeadMessage = {
  recipient: string
  subject: string
  text?: string
  xml?: string
  kind: MessageKind
}

/**
 * What the delivery job calls to turn a stored lead into emails. `lead` is read at depth 2 (vehicle with its body
 * style, staff member, selected store populated) without a user, so its `sensitive` values are masks; `settings`
 * is the store-settings global read with overrideAccess (recipients included).
 */
export type LeadMessageRenderer = (lead: Lead, settings: StoreSetting) => LeadMessage[] | Promise<LeadMessage[]>

/** The lead's page in the admin: what a credit application's email links to instead of carrying its data. */
export function leadAdminUrl(id: string | number): string {
  return `${process.env.NEXT_PUBLIC_SERVER_URL ?? ''}/admin/collections/leads/${id}`
}

const populated = <T extends object>(value: string | T | null | undefined): T | undefined =>
  typeof value === 'object' && value !== null ? value : undefined

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The routing key of a lead: its form's event, or for a lead made in the admin its stored event. */
function eventKeyOf(lead: Lead): LeadEventKey {
  if (lead.form) return leadEventKey(lead.form, lead.inquiryType)
  if (lead.event !== 'CONTACT') return lead.event
  return CONTACT_INQUIRY_TYPES.find((type) => type.value === lead.inquiryType)?.event ?? 'CONTACT_GENERAL'
}

/** A lead without a readable submission (made in the admin, or an older shape): its stored fields in words. */
function storedFieldsText(lead: Lead, context: LeadContext): string {
  const customer = lead.customer ?? {}
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ')
  const lines = [
    `Form: ${lead.event}${lead.inquiryType ? ` (${lead.inquiryType})` : ''}`,
    name && `Name: ${name}`,
    customer.email && `Email: ${customer.email}`,
    customer.phone && `Phone: ${customer.phone}`,
    context.vehicleTitle && `Vehicle of interest: ${context.vehicleTitle}`,
    // A credit application's details stay in the admin; the link below is all the email carries.
    lead.event !== 'FULL_CREDIT_APP' && lead.comments && `Message:\n${lead.comments}`,
    lead.pageUrl && `Page: ${lead.pageUrl}`,
    `Lead in the admin: ${context.adminUrl}`,
  ]
  return lines.filter(Boolean).join('\n')
}

type Sources = {
  lead: Lead
  settings: StoreSetting
  submission: LeadSubmission | null
  context: LeadContext
  vehicle?: Vehicle
  store?: Location
}

function messageOf(delivery: LeadDelivery, { lead, settings, submission, context, vehicle, store }: Sources): LeadMessage {
  const kind: MessageKind = delivery.kind === 'staff' ? 'staff-direct' : 'lead'
  const base = { recipient: delivery.to, subject: delivery.subject, kind }
  if (!submission) return { ...base, text: storedFieldsText(lead, context) }
  if (delivery.kind === 'staff') return { ...base, ...staffMemberEmail(submission, context) }
  if (delivery.type === 'adf') {
    const adf = adfLeadOf(submission, {
      prospect: lead.prospectStatus ?? 'new',
      requestDate: new Date(lead.createdAt),
      leadId: String(lead.id),
      subject: delivery.subject,
      settings,
      store,
      vehicle,
      siteUrl: process.env.NEXT_PUBLIC_SERVER_URL || undefined,
      context,
      locale: lead.locale,
    })
    return { ...base, xml: adfXml(adf) }
  }
  const { text } = leadTextEmail({
    submission,
    subject: delivery.subject,
    context,
    adsValues: isRecord(lead.adsValues) ? lead.adsValues : null,
    allowList: adAllowList(settings),
  })
  return { ...base, text }
}

/**
 * The emails of a lead: routing from the store settings (src/lib/leads/routing.ts: per event, a selected store's
 * row, SITE_ENV), each routed recipient an ADF (src/lib/leads/adf.ts) or text (src/lib/leads/text-email.ts) email
 * built from the stored submission, and for STAFF_MEMBER the direct mail to the staff member. Credit
 * applications carry no SSN or date of birth (the submission no longer holds them), only the admin link.
 * Last, the customer's own confirmation when the settings ask for one.
 */
export const renderLeadMessages: LeadMessageRenderer = (lead, settings) => {
  const vehicle = populated<Vehicle>(lead.vehicle)
  const staff = populated<Staff>(lead.staffMember)
  const store = populated<Location>(lead.selectedStore)
  const context: LeadContext = {
    vehicleTitle: vehicle ? `${vehicleTitle(vehicle)} (VIN ${vehicle.vin})` : undefined,
    staffName: staff ? `${staff.firstName} ${staff.lastName}` : undefined,
    storeName: store?.name,
    adminUrl: leadAdminUrl(lead.id),
  }
  const deliveries = leadDeliveries({
    event: eventKeyOf(lead),
    companyRows: settings.emailRouting,
    storeRows: store?.emailRouting,
    siteEnv: process.env.SITE_ENV,
    staffEmail: staff?.email,
  })
  const submission = parseStoredSubmission(lead.form, lead.payload)
  const messages = deliveries.map((delivery) =>
    messageOf(delivery, { lead, settings, submission, context, vehicle, store }),
  )
  const confirmation = customerConfirmation(lead, settings)
  // Only alongside the store's emails: an unrouted lead stays 'unrouted', with nobody told it arrived.
  return messages.length && confirmation ? [...messages, confirmation] : messages
}

/**
 * The customer's confirmation in their language (the lead's `locale`), when the store settings switch it on and
 * the lead came from a website form with an email address. The store's emails above stay English.
 */
function customerConfirmation(lead: Lead, settings: StoreSetting): LeadMessage | null {
  const to = lead.customer?.email?.trim()
  if (!settings.customerConfirmation || !lead.form || !to) return null
  const { subject, text } = confirmationEmail({
    form: lead.form,
    locale: lead.locale === 'es' ? 'es' : 'en',
    firstName: lead.customer?.firstName,
    dealerName: settings.dealership?.name,
    phone: settings.phones?.main?.trim() || settings.phones?.sales?.trim(),
  })
  return { recipient: to, subject, text, kind: 'customer' }
}
