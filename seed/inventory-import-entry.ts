/**
 * `npm run import:inventory -- path/to/feed.csv`, bundled and run by seed/run.mjs: imports an inventory feed into
 * the configured database, printing progress and a summary. A feed with invalid rows is reported line by line,
 * nothing is written, and the command exits with 1.
 */
import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { getPayload } from 'payload'

import { importInventoryFeed, type ImportSummary } from '@/lib/inventory-feed/apply'
import { formatFeedErrors, type FeedError } from '@/lib/inventory-feed/errors'
import { parseFeed } from '@/lib/inventory-feed/parse-feed'
import { decodeFeed } from '@/lib/inventory-feed/read-csv'

const USAGE = 'Usage: npm run import:inventory -- path/to/feed.csv\n'

function fail(message: string, code = 1): void {
  process.stderr.write(message.endsWith('\n') ? message : `${message}\n`)
  process.exitCode = code
}

function rejected(file: string, errors: FeedError[]): void {
  fail(`${file} was not imported; nothing changed. ${errors.length} problem(s):\n${formatFeedErrors(errors, Infinity)}`)
}

function describe(summary: ImportSummary): string {
  return (
    `${summary.created} created, ${summary.updated} updated (${summary.priceDrops} price drops), ` +
    `${summary.sold} marked sold, ${summary.unchanged} unchanged`
  )
}

/** Reads the feed named in args (relative to the caller's folder), checks it, then imports it. */
export async function runFromCli(args: string[] = []): Promise<void> {
  const [file, ...extra] = args
  if (!file || extra.length > 0) return fail(USAGE, 2)
  const feedPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file)
  let bytes: Buffer
  try {
    bytes = fs.readFileSync(feedPath)
  } catch (error) {
    return fail(`Cannot read ${feedPath}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const decoded = decodeFeed(bytes)
  if (!decoded.ok) return rejected(file, [decoded.error])
  // Checked before Payload starts, so a bad file is answered in a moment and without touching the database.
  const checked = parseFeed(decoded.text)
  if (checked.errors.length > 0) return rejected(file, checked.errors)

  const payload = await getPayload({ config: await config })
  try {
    const outcome = await importInventoryFeed(payload, decoded.text, {
      onProgress: (message) => payload.logger.info(`import ${file}: ${message}`),
    })
    if (outcome.ok) payload.logger.info(`Imported ${file}: ${describe(outcome.summary)}`)
    else rejected(file, outcome.errors)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    payload.logger.error(`Import of ${file} failed and nothing of it was kept: ${message}`)
    process.exitCode = 1
  } finally {
    await payload.destroy()
  }
}
