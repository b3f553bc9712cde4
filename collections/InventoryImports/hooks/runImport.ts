import fs from 'node:fs/promises'

import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { byLine, formatFeedError, type FeedError } from '@/lib/inventory-feed/errors'
import { decodeFeed } from '@/lib/inventory-feed/read-csv'

type UploadedFile = NonNullable<PayloadRequest['file']>

async function fileBytes(file: UploadedFile): Promise<Uint8Array> {
  // Payload buffers uploads in memory unless a collection opts into temp files; handle both.
  if (file.data.length === 0 && file.tempFilePath) return fs.readFile(file.tempFilePath)
  return file.data
}

const SHOWN = 25

// The admin's error toast lists what follows the message's first colon, one item per comma.
const listItem = (error: FeedError): string => formatFeedError(error).replace(', ', ' · ').replace(/,\s*/g, ' / ')

/**
 * A 400 whose message lists the bad lines (the first 25; all of them are in data.feedErrors). Throwing it fails
 * the save, and so nothing of the import is kept.
 */
function rejected(errors: FeedError[]): APIError {
  const items = byLine(errors).slice(0, SHOWN).map(listItem)
  if (errors.length > SHOWN) items.push(`and ${errors.length - SHOWN} more`)
  const intro = 'The feed was not imported and nothing changed. Fix these lines and upload it again'
  return new APIError(`${intro}: ${items.join(', ')}`, 400, { feedErrors: errors }, true)
}

/**
 * Imports the uploaded feed (in the save's transaction when the database has one) and records what it changed,
 * who uploaded it and when (server-owned fields: a request cannot write them). A save without a new file (an
 * admin editing the record) keeps the recorded results.
 */
export const runImport: CollectionBeforeChangeHook = async ({ data, req }) => {
  if (!req.file) return data
  const decoded = decodeFeed(await fileBytes(req.file))
  if (!decoded.ok) throw rejected([decoded.error])
  const outcome = await importInventoryFeed(req.payload, decoded.text, { req, fileName: req.file.name })
  if (!outcome.ok) throw rejected(outcome.errors)
  return { ...data, ...outcome.summary, importedAt: new Date().toISOString(), uploadedBy: req.user?.id ?? null }
}
