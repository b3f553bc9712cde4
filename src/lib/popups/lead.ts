/**
 * Which lead form a UserLead popup posts to (`POST /api/forms/{form}`, docs/leads.md, "Lead forms endpoint"). The popup's
 * `submitted.email` names the lead event (UNLOCK_INVENTORY, UNLOCK_PRICE, CONTACT_{type}); the
 * four contact fields fit those forms as they are. Anything else, or nothing, is a general contact message.
 * Pure.
 */
import { z } from 'zod'

import { CONTACT_INQUIRY_TYPES, type InquiryType } from '@/lib/leads/forms'
import { contextFields, userFields } from '@/lib/leads/schemas/common'

export type PopupLeadTarget =
  | { form: 'unlock-inventory' }
  | { form: 'unlock-price' }
  | { form: 'contact'; inquiryType: InquiryType }

const GENERAL: PopupLeadTarget = { form: 'contact', inquiryType: 'general' }

/** The form and inquiry type for the popup's lead event. */
export function popupLeadTarget(event: string | null | undefined): PopupLeadTarget {
  const key = event?.trim().toUpperCase() ?? ''
  if (key === 'UNLOCK_INVENTORY') return { form: 'unlock-inventory' }
  if (key === 'UNLOCK_PRICE') return { form: 'unlock-price' }
  const type = CONTACT_INQUIRY_TYPES.find((entry) => entry.event === key)
  return type ? { form: 'contact', inquiryType: type.value } : GENERAL
}

/** The message a contact lead from a popup carries (the visitor types none): which popup, on which page. */
export function popupLeadMessage(title: string, pagePath: string): string {
  return `Sent from the website popup "${title}" on ${pagePath}.`
}

/**
 * What the browser checks before a popup lead is posted: the submission context and the four contact fields, with
 * the SPEC's messages. The endpoint then validates the whole body with its own form's schema.
 */
export const popupLeadSchema = z.object({ ...contextFields, ...userFields })
