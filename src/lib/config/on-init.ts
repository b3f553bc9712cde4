import type { Migration, Payload } from 'payload'

import type { SqliteMigrations } from './database'
import { publishDocumentsWithoutStatus } from './publish-existing'
import { renameOldLeadStatuses } from './rename-lead-statuses'

type InitOptions = {
  migrations: SqliteMigrations
  sqlite: boolean
}

/**
 * Start-up work: outside production SQLite runs the committed migrations (production runs them through
 * prodMigrations before this). Seeding an empty development database is `npm run dev`'s first step
 * (scripts/dev.mjs), in one process before the server starts: seeding from here ran once per process Next's
 * development server loads Payload in, at the same time.
 */
export async function onInit(payload: Payload, options: InitOptions): Promise<void> {
  if (options.sqlite && process.env.NODE_ENV !== 'production') {
    // Payload's generic Migration type erases the adapter's argument types; the runtime shape is the same.
    await payload.db.migrate({ migrations: options.migrations as unknown as Migration[] })
  }
  if (!options.sqlite) {
    await publishDocumentsWithoutStatus(payload)
    await renameOldLeadStatuses(payload)
  }
}
