import fs from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { checkResume } from '@/lib/leads/resume'

/**
 * Checks an uploaded résumé by its content and size before Payload stores it (src/lib/leads/resume, the careers
 * form's own rule), and records the type the bytes are rather than the one the browser declared: a renamed
 * executable is refused, a .docx sent as application/octet-stream is stored as a .docx.
 */
export const checkResumeFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  const result = checkResume(bytes)
  if (!result.ok) throw new APIError(result.message, 400, null, true)
  file.mimetype = result.type
  return args
}
