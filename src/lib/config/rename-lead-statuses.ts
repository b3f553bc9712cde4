import type { Payload } from 'payload'

/** Lead statuses of the previous release and what they are now: a booked visit is an appointment, a win a sale. */
export const RENAMED_LEAD_STATUSES = { qualified: 'appointment', won: 'sold' } as const

/**
 * MongoDB has no schema migrations: leads stored with a status of the previous release ('qualified', 'won') keep
 * it, which the status select no longer offers. Renamed once at start; later starts find nothing to change (one
 * indexed count per old status). SQLite does the same in its migration.
 */
export async function renameOldLeadStatuses(payload: Payload): Promise<void> {
  for (const [previous, current] of Object.entries(RENAMED_LEAD_STATUSES)) {
    const where = { status: { equals: previous } }
    const { totalDocs } = await payload.db.count({ collection: 'leads', where })
    if (totalDocs === 0) continue
    await payload.db.updateMany({ collection: 'leads', where, data: { status: current } })
    payload.logger.info({ msg: `renamed the status of ${totalDocs} leads from '${previous}' to '${current}'` })
  }
}
