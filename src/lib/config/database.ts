import path from 'node:path'

import { mongooseAdapter } from '@payloadcms/db-mongodb'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import { claimJobTakes } from '@/lib/jobs/claim'

import { dataDir } from './data-dir'

export type DatabaseKind = 'sqlite' | 'mongodb'

/** The committed SQLite migrations, as `payload migrate:create` writes migrations/index.ts. */
export type SqliteMigrations = NonNullable<Parameters<typeof sqliteAdapter>[0]['prodMigrations']>

/** Which adapter a DATABASE_URI selects: unset or file: is the embedded SQLite default. */
export function databaseKind(uri = process.env.DATABASE_URI): DatabaseKind {
  if (!uri || uri.startsWith('file:')) return 'sqlite'
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) return 'mongodb'
  throw new Error(
    `DATABASE_URI must start with file: (SQLite) or mongodb:// / mongodb+srv:// (MongoDB); got "${uri.split(':')[0]}:"`,
  )
}

/** The SQLite URL: DATABASE_URI when given, else data/dealership.db. */
export function sqliteUrl(uri = process.env.DATABASE_URI): string {
  if (uri) return uri
  return `file:${path.join(dataDir(), 'dealership.db')}`
}

/**
 * The Payload database adapter. SQLite never pushes its schema: every environment runs the committed
 * migrations (production through prodMigrations, others from onInit), so one file is never both pushed
 * and migrated.
 */
export function databaseAdapter(migrations: SqliteMigrations): DatabaseAdapterObj {
  return withClaimedJobTakes(baseAdapter(migrations))
}

/** Several workers may poll the job queues at once: each job they take is claimed first (src/lib/jobs/claim.ts). */
function withClaimedJobTakes(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      claimJobTakes(db)
      return db
    },
  }
}

function baseAdapter(migrations: SqliteMigrations): DatabaseAdapterObj {
  if (databaseKind() === 'mongodb') {
    return mongooseAdapter({ url: process.env.DATABASE_URI as string })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    idType: 'uuid',
    wal: true,
    busyTimeout: 5000,
    push: false,
    migrationDir: path.resolve(process.cwd(), 'migrations'),
    prodMigrations: migrations,
  })
}
