/**
 * The lead forms (`POST /api/forms/{form}`) and the lead event each one sends (UNLOCK_INVENTORY, CONTACT_{type},
 * SERVICE, …). The contact form is routed per inquiry type: its event key is CONTACT_{type}, stored on the lead as
 * event CONTACT plus `inquiryType`, and routed by the CONTACT row of the store settings. Pure: no Payload, no Next.
 */
import type { LeadEvent } from '@/lib/settings/defaults'

/** Every form slug of the contract, in the order of the issue. */
export const FORM_SLUGS = [
  'unlock-inventory',
  'unlock-price',
  'test-drive',
  'sell-trade',
  'contact',
  'staff-message',
  'careers',
  'apply-financing',
  'full-credit-application',
  'service-appointment',
] as const
export type FormSlug = (typeof FORM_SLUGS)[number]

/** True for a form slug from the URL. */
export function isFormSlug(value: string): value is FormSlug {
  return (FORM_SLUGS as readonly string[]).includes(value)
}

/** The stored lead event of each form (the `event` field of `leads`, the routing row of `store-settings`). */
export const FORM_EVENTS: Readonly<Record<FormSlug, LeadEvent>> = {
  'unlock-inventory': 'UNLOCK_INVENTORY',
  'unlock-price': 'UNLOCK_PRICE',
  'test-drive': 'SCHEDULE_TEST_DRIVE',
  'sell-trade': 'SELL_OR_TRADE',
  contact: 'CONTACT',
  'staff-message': 'STAFF_MEMBER',
  careers: 'CAREERS',
  'apply-financing': 'APPLY_FINANCING',
  'full-credit-application': 'FULL_CREDIT_APP',
  'service-appointment': 'SERVICE',
}

/** What each form is, in words: the ADF provider's service name and the heading of text emails. */
export const FORM_LABELS: Readonly<Record<FormSlug, string>> = {
  'unlock-inventory': 'Unlock Inventory',
  'unlock-price': 'Unlock Price',
  'test-drive': 'Schedule Test Drive',
  'sell-trade': 'Sell or Trade',
  contact: 'Contact Us',
  'staff-message': 'Connect with a Staff Member',
  careers: 'Careers',
  'apply-financing': 'Apply for Financing',
  'full-credit-application': 'Full Credit Application',
  'service-appointment': 'Service Appointment',
}

/**
 * The seven contact inquiry types. `key` is the type's number (1-7), `value` the stable
 * string the form posts and the lead stores in `inquiryType`, `event` the CONTACT_{type} key.
 */
export const CONTACT_INQUIRY_TYPES = [
  { key: 1, value: 'purchasing', event: 'CONTACT_PURCHASING', label: 'Purchasing a vehicle' },
  { key: 2, value: 'financing', event: 'CONTACT_FINANCING', label: 'Financing options' },
  { key: 3, value: 'trade-appraisal', event: 'CONTACT_TRADE_APPRAISAL', label: 'Trade appraisal' },
  { key: 4, value: 'selling', event: 'CONTACT_SELLING', label: 'Selling my car' },
  { key: 5, value: 'recent-purchase', event: 'CONTACT_RECENT_PURCHASE', label: 'Recent vehicle purchase' },
  { key: 6, value: 'billing', event: 'CONTACT_BILLING', label: 'Billing issues' },
  { key: 7, value: 'general', event: 'CONTACT_GENERAL', label: 'General questions' },
] as const
export type InquiryType = (typeof CONTACT_INQUIRY_TYPES)[number]['value']
export type ContactEventKey = (typeof CONTACT_INQUIRY_TYPES)[number]['event']

/** The inquiry type values, for z.enum and select options. */
export const INQUIRY_TYPE_VALUES: readonly InquiryType[] = CONTACT_INQUIRY_TYPES.map((type) => type.value)

/** The label of an inquiry type value ('financing' → 'Financing options'); undefined when unknown. */
export function inquiryTypeLabel(value: string | null | undefined): string | undefined {
  return CONTACT_INQUIRY_TYPES.find((type) => type.value === value)?.label
}

/** A lead event by its name: CONTACT is always qualified by its inquiry type. */
export type LeadEventKey = Exclude<LeadEvent, 'CONTACT'> | ContactEventKey

/** Every event key a lead can carry: the nine plain events and the seven CONTACT_{type}. */
export const LEAD_EVENT_KEYS: readonly LeadEventKey[] = FORM_SLUGS.flatMap((form): LeadEventKey[] => {
  const event = FORM_EVENTS[form]
  return event === 'CONTACT' ? CONTACT_INQUIRY_TYPES.map((type) => type.event) : [event]
})

/**
 * The event key of a submission: the form's event, or CONTACT_{type} for the contact form. A contact
 * submission without a known inquiry type falls back to CONTACT_GENERAL (the schema never lets one through).
 */
export function leadEventKey(form: FormSlug, inquiryType?: string | null): LeadEventKey {
  const event = FORM_EVENTS[form]
  if (event !== 'CONTACT') return event
  return CONTACT_INQUIRY_TYPES.find((type) => type.value === inquiryType)?.event ?? 'CONTACT_GENERAL'
}

/** The stored event of an event key (CONTACT_FINANCING → CONTACT), as `leads.event` and routing rows hold it. */
export function baseLeadEvent(key: LeadEventKey): LeadEvent {
  return isContactEventKey(key) ? 'CONTACT' : key
}

/** True for a CONTACT_{type} key. */
export function isContactEventKey(key: string): key is ContactEventKey {
  return CONTACT_INQUIRY_TYPES.some((type) => type.event === key)
}
