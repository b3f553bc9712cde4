/**
 * Carries out an import plan through the Local API, one vehicle at a time, so hooks derive titles, slugs, markers;
 * new vehicles go in batches where nothing else needs to see each one (./bulk-create).
 */
import type { Payload, PayloadRequest } from 'payload'

import type { Vehicle } from '@/payload-types'

import { BULK_TRANSACTION, bulkCreateBatch, canBulkCreate } from './bulk-create'
import type { FeedError } from './errors'
import type { ImportPlan } from './plan'

export type WriteResult = { ok: true; ids: Vehicle['id'][] } | { ok: false; error: FeedError; ids: Vehicle['id'][] }

const PROGRESS_EVERY = 1000

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** A write already made: a created vehicle (before is null) or the stored values an update replaced. */
type Applied = { id: Vehicle['id']; before: Record<string, unknown> | null }

// Payload's ValidationError lists the failing fields in data.errors; name them, or the message says only "invalid".
function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined
  const fields =
    data && typeof data === 'object' && 'errors' in data && Array.isArray(data.errors)
      ? data.errors.map((field: unknown) => JSON.stringify(field)).join('; ')
      : ''
  return fields ? `${message} (${fields})` : message
}

/**
 * Takes back the writes of a failed import when there is no transaction to roll back (Payload runs SQLite
 * without transactions unless configured, and MongoDB without a replica set has none). The adapter's updateOne
 * restores the stored values exactly: the vehicles hooks would re-derive the price-drop marker from the
 * imported price.
 */
async function undo(payload: Payload, req: PayloadRequest, applied: Applied[]): Promise<void> {
  for (const { id, before } of [...applied].reverse()) {
    if (before === null) await payload.delete({ collection: 'vehicles', id, overrideAccess: true, req })
    else await payload.db.updateOne({ collection: 'vehicles', id, data: before, req, returning: false })
  }
}

/**
 * Creates, updates, then marks sold. Stops at the first failure and leaves nothing behind: the caller rolls its
 * transaction back, or, without one, the writes made so far are undone here. A row that fails is reported with
 * its line; failing to mark a vehicle sold is not the feed's fault and is thrown.
 */
export async function writePlan(
  payload: Payload,
  req: PayloadRequest,
  plan: ImportPlan,
  progress: (message: string) => void,
): Promise<WriteResult> {
  // Without transactions initTransaction leaves a promise of null here, not undefined.
  const inTransaction = Boolean(await req.transactionID)
  // Only the VIN (and id) come back: reading every saved vehicle back in full was part of a row's cost.
  const common = { collection: 'vehicles', depth: 0, overrideAccess: true, req, select: { vin: true } } as const
  const total = plan.create.length + plan.update.length + plan.markSold.length
  const applied: Applied[] = []
  const report = (before: number) => {
    if (Math.floor(applied.length / PROGRESS_EVERY) > Math.floor(before / PROGRESS_EVERY) || applied.length === total) {
      progress(`saved ${applied.length} of ${total} vehicles`)
    }
  }
  // New vehicles in batches where nothing needs to see each one (./bulk-create); a failed batch falls through to
  // the one-by-one saves below, which name the row at fault.
  let creates = plan.create
  if (creates.length > 0 && (await canBulkCreate(payload, req))) {
    creates = []
    for (let start = 0; start < plan.create.length; start += BULK_TRANSACTION) {
      const batch = plan.create.slice(start, start + BULK_TRANSACTION)
      const before = applied.length
      const ids = await bulkCreateBatch(payload, batch)
      if (ids) applied.push(...ids.map((id) => ({ id, before: null })))
      else creates.push(...batch)
      report(before)
      await yieldToEventLoop()
    }
  }
  const steps = [
    ...creates.map((item) => ({
      ...item,
      before: null,
      save: () => payload.create({ ...common, data: item.data }),
    })),
    ...plan.update.map((item) => ({
      ...item,
      save: () => payload.update({ ...common, id: item.id, data: item.data }),
    })),
    ...plan.markSold.map((item) => ({
      ...item,
      line: null,
      before: { status: 'available' },
      save: () => payload.update({ ...common, id: item.id, data: { status: 'sold' } }),
    })),
  ]
  for (const step of steps) {
    const before = applied.length
    try {
      applied.push({ id: (await step.save()).id, before: step.before })
    } catch (error) {
      if (!inTransaction) await undo(payload, req, applied)
      const ids = applied.map((change) => change.id)
      if (step.line === null) throw new Error(`Marking ${step.vin} sold failed: ${describe(error)}`, { cause: error })
      const message = `${step.vin} could not be saved: ${describe(error)}`
      return { ok: false, ids, error: { line: step.line, column: 'vin', message } }
    }
    report(before)
    // SQLite answers within the same turn of the event loop, so a long import would otherwise hold the process:
    // between two rows, requests and timers waiting on it are served (the site keeps answering during an upload).
    await yieldToEventLoop()
  }
  return { ok: true, ids: applied.map((change) => change.id) }
}
