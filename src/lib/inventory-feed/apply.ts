/**
 * The server half of the inventory feed import (the parsing and planning beside it are pure): checks every row
 * first, then writes the plan through the Local API, so a feed is imported whole or not at all. The writes share
 * one transaction when the database adapter has transactions (MongoDB replica sets, SQLite only with
 * `transactionOptions`, which this project leaves off); without one, writePlan undoes them after a failure.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { queueAlertsAfterImport } from '@/lib/alerts/queue'
import { AUDITED_AS_A_WHOLE } from '@/lib/audit/plugin'
import { expireTags } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

import { auditImport } from './audit'
import type { FeedError } from './errors'
import { loadReferenceIds, loadVehiclesByVin } from './load'
import { parseFeedInSteps, type FeedRow } from './parse-feed'
import { planImportInSteps } from './plan'
import { resolveReferences, type ReferenceIds } from './references'
import { writePlan } from './write-plan'

/** What an import changed. */
export type ImportSummary = {
  created: number
  updated: number
  sold: number
  unchanged: number
  priceDrops: number
}

export type ImportOutcome = { ok: true; summary: ImportSummary } | { ok: false; errors: FeedError[] }

export type ImportOptions = {
  /** The request to join: its transaction is used (an upload's save), and its context decides revalidation. */
  req?: PayloadRequest
  /** Receives one line per stage (the command line prints them). */
  onProgress?: (message: string) => void
  /** The feed's file name, for the audit entry of an import by a staff member. */
  fileName?: string
}

type Written = { outcome: ImportOutcome; ids: string[] }

const pause = () => new Promise<void>((resolve) => setImmediate(resolve))
const RESOLVE_STEP = 5000

/** resolveReferences a step of rows at a time, pausing between steps (100,000 rows take about a second). */
async function resolveInSteps(rows: FeedRow[], ids: ReferenceIds): Promise<ReturnType<typeof resolveReferences>> {
  const result: ReturnType<typeof resolveReferences> = { rows: [], errors: [] }
  for (let start = 0; start < rows.length; start += RESOLVE_STEP) {
    if (start > 0) await pause()
    const step = resolveReferences(rows.slice(start, start + RESOLVE_STEP), ids)
    result.rows.push(...step.rows)
    result.errors.push(...step.errors)
  }
  return result.errors.length > 0 ? { rows: [], errors: result.errors } : result
}

/**
 * The request the vehicle writes share. A separate object, because the Local API overwrites `file` and
 * `context` of the request it is given and an upload's own save still needs both; it joins the caller's
 * transaction when there is one. Revalidation is left to one expireTags call at the end, not one per vehicle.
 */
async function writeRequest(payload: Payload, caller?: PayloadRequest): Promise<PayloadRequest> {
  const req = await createLocalReq(
    // Alerts are matched once at the end (queueAlertsAfterImport), not per vehicle by the vehicles hook; the
    // audit trail gets one entry for the import (./audit), not one per vehicle.
    {
      context: { disableRevalidate: true, skipAlertMatching: true, [AUDITED_AS_A_WHOLE]: true },
      ...(caller?.user ? { user: caller.user } : {}),
    },
    payload,
  )
  if (caller?.transactionID) req.transactionID = caller.transactionID
  return req
}

async function importRows(
  payload: Payload,
  req: PayloadRequest,
  rows: FeedRow[],
  progress: (message: string) => void,
  fileName: string | undefined,
): Promise<Written> {
  const resolved = await resolveInSteps(rows, await loadReferenceIds(payload, req))
  if (resolved.errors.length > 0) return { outcome: { ok: false, errors: resolved.errors }, ids: [] }
  const existing = await loadVehiclesByVin(payload, req, resolved.rows.map((row) => row.vehicle.vin))
  const plan = await planImportInSteps(resolved.rows, existing, pause)
  progress(
    `${plan.create.length} to create, ${plan.update.length} to update, ${plan.markSold.length} to mark sold, ` +
      `${plan.unchanged} unchanged`,
  )
  const written = await writePlan(payload, req, plan, progress)
  if (!written.ok) return { outcome: { ok: false, errors: [written.error] }, ids: written.ids }
  const summary: ImportSummary = {
    created: plan.create.length,
    updated: plan.update.length,
    sold: plan.markSold.length,
    unchanged: plan.unchanged,
    priceDrops: plan.update.filter((update) => update.priceDrop).length,
  }
  await auditImport(req, fileName, summary)
  return { outcome: { ok: true, summary }, ids: written.ids }
}

/** Imports a feed: creates and updates vehicles by VIN and marks the missing ones sold, or writes nothing. */
export async function importInventoryFeed(
  payload: Payload,
  csvText: string,
  { req: caller, onProgress = () => {}, fileName }: ImportOptions = {},
): Promise<ImportOutcome> {
  const startedAt = new Date()
  // In steps: an upload in the admin is checked inside the web process, which keeps answering meanwhile.
  const parsed = await parseFeedInSteps(csvText)
  if (parsed.errors.length > 0) return { ok: false, errors: parsed.errors }
  onProgress(`${parsed.rows.length} rows are valid`)
  const req = await writeRequest(payload, caller)
  const ownsTransaction = await initTransaction(req)
  let written: Written
  try {
    written = await importRows(payload, req, parsed.rows, onProgress, fileName)
  } catch (error) {
    if (ownsTransaction) await killTransaction(req)
    throw error
  }
  if (ownsTransaction) {
    if (written.outcome.ok) await commitTransaction(req)
    else await killTransaction(req)
  }
  // Expired once, after the writes (also after undone ones, which pages may have caught midway); the caller's
  // context decides, and the command line has no cache to expire.
  if (caller && written.ids.length > 0) {
    await expireTags(caller, [TAGS.vehicles, ...written.ids.map((id) => TAGS.vehicle(String(id)))])
  }
  // Price drops and new matches of the alerts, as one job for the whole import.
  if (written.outcome.ok) await queueAlertsAfterImport(payload, written.ids, startedAt, caller)
  return written.outcome
}
