import type { Migration, Payload } from 'payload'

import type { SqliteMigrations } from './database'

type InitOptions = {
  migrations: SqliteMigrations
  sqlite: boolean
  /** Seeds an empty development database so a newcomer sees a real site on first start. */
  seedEmptyDatabase: (payload: Payload) => Promise<void>
}

/**
 * Start-up work: outside production SQLite runs the committed migrations (production runs them through
 * prodMigrations before this), then an empty development database is seeded.
 */
export async function onInit(payload: Payload, options: InitOptions): Promise<void> {
  if (options.sqlite && process.env.NODE_ENV !== 'production') {
    // Payload's generic Migration type erases the adapter's argument types; the runtime shape is the same.
    await payload.db.migrate({ migrations: options.migrations as unknown as Migration[] })
  }
  if (process.env.NODE_ENV === 'production' || process.env.SEED_ON_INIT === 'false') return
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs === 0) await options.seedEmptyDatabase(payload)
}
