import { randomUUID } from 'node:crypto'

import { createClient, type Client } from '@libsql/client'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

import { migrations } from '../../migrations'

/**
 * A SQLite file as a site on the previous release has it: every committed migration before `name` applied and
 * recorded, so Payload's start-up runs `name` and the later ones on it. Answers the open client (to write content
 * into the old columns; the caller closes it) and how many migrations were applied.
 */
export async function databaseBefore(file: string, name: string): Promise<{ client: Client; applied: number }> {
  const index = migrations.findIndex((migration) => migration.name === name)
  if (index < 0) throw new Error(`no committed migration named ${name}`)
  const client = createClient({ url: `file:${file}` })
  const db = drizzle(client) as unknown as MigrateUpArgs['db']
  const silent = { logger: { info: () => undefined } }
  for (const migration of migrations.slice(0, index)) {
    await migration.up({ db, payload: silent, req: {} } as unknown as MigrateUpArgs)
    await client.execute({ sql: 'INSERT INTO payload_migrations (id, name, batch) VALUES (?, ?, 1)', args: [randomUUID(), migration.name] })
  }
  return { client, applied: index }
}
