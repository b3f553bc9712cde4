/**
 * The audit trail of a feed import by a staff member: one entry for the whole import (who, which file, what it
 * changed), not one per vehicle. A 100,000-row feed recorded vehicle by vehicle wrote 100,000 entries and kept
 * every new vehicle off the fast path (./bulk-create); the vehicles' own audit hooks skip the import's writes
 * (AUDITED_AS_A_WHOLE in their request's context).
 */
import type { PayloadRequest } from 'payload'

import { recordAuditEntry } from '@/lib/audit/plugin'

export type ImportCounts = { created: number; updated: number; sold: number; unchanged: number; priceDrops: number }

/** True when a person signed in to the admin runs the import (the command line and jobs have no user). */
export const isStaffImport = (req: PayloadRequest): boolean => req.user?.collection === 'users'

/** The entry's summary, e.g. `Feed import of feed.csv: 3 created, 1 updated, 2 marked sold`. */
export function importSummary(file: string | undefined, { created, updated, sold }: ImportCounts): string {
  return `Feed import${file ? ` of ${file}` : ''}: ${created} created, ${updated} updated, ${sold} marked sold`
}

/** Records the import in the request's transaction, if any; a failed write is logged, as every audit write. */
export async function auditImport(req: PayloadRequest, file: string | undefined, counts: ImportCounts): Promise<void> {
  if (!isStaffImport(req)) return
  await recordAuditEntry(req, {
    target: 'vehicles',
    targetKind: 'collection',
    operation: 'update',
    summary: importSummary(file, counts),
    changes: [
      { field: 'file', before: null, after: file ?? null },
      ...(['created', 'updated', 'sold', 'unchanged', 'priceDrops'] as const).map((field) => ({
        field,
        before: null,
        after: counts[field],
      })),
    ],
  })
}
