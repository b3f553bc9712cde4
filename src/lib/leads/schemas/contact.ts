/**
 * The contact page form (by its seven inquiry types) and the staff detail page's message
 * form (STAFF_MEMBER: routed like the others and mailed to the staff member as well).
 */
import { z } from 'zod'

import { INQUIRY_TYPE_VALUES } from '../forms'
import { choice, documentId, message } from '../validation'

import { contextFields, userFields } from './common'

/** `contact`: the event key is CONTACT_{inquiry type}. */
export const contactSchema = z.object({
  ...contextFields,
  ...userFields,
  inquiryType: choice(INQUIRY_TYPE_VALUES),
  message: message(),
})
export type ContactInput = z.input<typeof contactSchema>
export type ContactData = z.output<typeof contactSchema>

/** `staff-message`: a message to one staff member. */
export const staffMessageSchema = z.object({
  ...contextFields,
  ...userFields,
  staffId: documentId(),
  message: message(),
})
export type StaffMessageInput = z.input<typeof staffMessageSchema>
export type StaffMessageData = z.output<typeof staffMessageSchema>
