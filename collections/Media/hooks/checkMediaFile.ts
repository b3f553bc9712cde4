import fs from 'node:fs/promises'

import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { reencodeImage } from '@/lib/media/reencode'
import { checkMediaUpload, MEDIA_MESSAGES } from '@/lib/media/upload-rule'

/**
 * Checks an upload by its bytes and size before Payload stores it (src/lib/media/upload-rule.ts), then replaces
 * an uploaded file with sharp's re-encoding of it (src/lib/media/reencode.ts) and records the type the bytes are.
 * Refusals answer 400 with the message the admin shows.
 */
export const checkMediaFile: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const file = req.file
  const bytes = file.data?.length ? file.data : file.tempFilePath ? await fs.readFile(file.tempFilePath) : null
  const result = await checkMediaUpload(bytes)
  if (!result.ok || !bytes) throw new APIError(result.ok ? MEDIA_MESSAGES.empty : result.message, 400, null, true)
  file.mimetype = result.type
  // Server code (the seed's rendered artwork) is checked but trusted; what arrives over REST or GraphQL, i.e. from
  // a person's browser, is always re-encoded.
  if (req.payloadAPI === 'local') return args
  let clean: Buffer
  try {
    clean = await reencodeImage(bytes, result.type)
  } catch {
    // The header said image but the pixels do not decode (truncated, corrupt, or too many pixels).
    throw new APIError(MEDIA_MESSAGES.notImage, 400, null, true)
  }
  file.data = clean
  file.size = clean.length
  if (file.tempFilePath) await fs.writeFile(file.tempFilePath, clean)
  return args
}
