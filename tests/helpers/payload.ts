import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { getPayload, type Payload, type SanitizedConfig } from 'payload'

/** A fixed secret for tests: tokens signed in one test file are only ever checked by the same process. */
export const TEST_SECRET = 'test-secret-not-for-production-0123456789abcdef'

export type TestPayload = {
  payload: Payload
  config: SanitizedConfig
  /** The throwaway data folder (database, media, outbox). */
  dataDir: string
  /** Closes the database and deletes the data folder. */
  cleanup: () => Promise<void>
}

/**
 * A real Payload (Local API) on a fresh SQLite file in its own temp folder, migrated by the committed
 * migrations exactly as a developer's first start does. The environment must be set before the config is
 * imported (it reads DATA_DIR, DATABASE_URI and SMTP_URL at import), so call this once per test file.
 */
export async function createTestPayload(
  label: string,
  env: Record<string, string | undefined> = {},
): Promise<TestPayload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealership-${label}-`))
  const testEnv: Record<string, string | undefined> = {
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${path.join(dataDir, 'test.db')}`,
    PAYLOAD_SECRET: TEST_SECRET,
    SEED_ON_INIT: 'false',
    // A developer's own SMTP_URL must never make a test send real mail.
    SMTP_URL: undefined,
    ...env,
  }
  const previous = Object.fromEntries(Object.keys(testEnv).map((key) => [key, process.env[key]]))
  setEnv(testEnv)
  const { default: configPromise } = await import('@payload-config')
  const config = await configPromise
  // Outside production every Payload start spawns a detached `payload generate:types` that rewrites
  // src/payload-types.ts; tests must not write into the tree (check:generated compares it on purpose).
  config.typescript = { ...config.typescript, autoGenerate: false }
  const payload = await getPayload({ config })
  return {
    payload,
    config,
    dataDir,
    cleanup: async () => {
      try {
        await payload.destroy()
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
        // A worker may run another spec file next; it must not recreate folders in this deleted one.
        setEnv(previous)
      }
    },
  }
}

function setEnv(values: Record<string, string | undefined>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
}

/** Context for Local API calls made outside Next: hooks skip revalidateTag, which needs a Next request. */
export const NO_REVALIDATE = { disableRevalidate: true } as const
