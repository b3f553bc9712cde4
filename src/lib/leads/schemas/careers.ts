/**
 * The careers form: the position and an optional message, posted as multipart with the resume file. The file
 * itself is checked by ../resume (type by content, size); this schema reads the text fields of the form data.
 */
import { z } from 'zod'

import { LIMITS, optionalDocumentId, optionalMessage, requiredText } from '../validation'

import { contextFields, userFields } from './common'

/** `careers`. */
export const careersSchema = z.object({
  ...contextFields,
  ...userFields,
  /** The position applied for, as shown (a job opening's title, or typed). */
  position: requiredText({ max: LIMITS.text }),
  /** The job opening applied to, when the visitor came from one. */
  jobOpeningId: optionalDocumentId(),
  message: optionalMessage(),
})
export type CareersInput = z.input<typeof careersSchema>
export type CareersData = z.output<typeof careersSchema>
