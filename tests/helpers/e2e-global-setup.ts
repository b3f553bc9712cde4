import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { E2E_PORT } from './e2e-env'
import { ensureBuild, repoRoot } from './next-build.mjs'
import { startNextServer } from './next-server'
import { startSmsRelay } from './sms-relay'

// The e2e database signs sessions with this secret only; it lives and dies with the temp folder.
const E2E_SECRET = 'e2e-secret-not-for-production-0123456789abcdef'
const E2E_LEAD_KEY = Buffer.alloc(32, 7).toString('base64')

/**
 * Seeds a fresh SQLite database the way a developer does (`npm run seed`, which also creates the dev user
 * of each role) and serves it with `next start` on the production build. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureBuild()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-e2e-'))
  const database = {
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
    PAYLOAD_SECRET: E2E_SECRET,
    // next start runs with NODE_ENV=production, which refuses to start without the lead field key.
    LEAD_ENCRYPTION_KEY: E2E_LEAD_KEY,
  }

  try {
    const started = Date.now()
    // The seed runs as on a developer's machine (development), so the dev user of each role exists.
    const seeded = spawnSync('npm', ['run', 'seed'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, ...database, NODE_ENV: 'development', SEED_ON_INIT: 'false', SMTP_URL: '' },
    })
    if (seeded.status !== 0) throw new Error(`npm run seed failed with exit code ${seeded.status}`)
    process.stdout.write(`[e2e] seeded ${dataDir} in ${Math.round((Date.now() - started) / 1000)} s\n`)

    // Texts (phone verification codes) go to a loopback provider that files them in <dataDir>/outbox.
    const sms = await startSmsRelay(dataDir)
    process.env.E2E_DATA_DIR = dataDir
    const server = await startNextServer({ port: E2E_PORT, env: { ...database, SMS_WEBHOOK_URL: sms.url } }).catch(
      async (error: unknown) => {
        await sms.stop()
        throw error
      },
    )
    // A seed that exits 0 without seeding would otherwise surface as a dozen unrelated browser failures.
    const stock = await fetch(`${server.url}/api/vehicles?limit=1&depth=0`)
    const { totalDocs } = (await stock.json()) as { totalDocs?: number }
    if (!totalDocs) {
      await server.stop()
      await sms.stop()
      throw new Error('`npm run seed` exited 0 but the e2e database holds no vehicles (see the seed output above)')
    }
    return async () => {
      await server.stop()
      await sms.stop()
      if (process.env.E2E_KEEP_DATA) process.stdout.write(`[e2e] kept ${dataDir}; server log:\n${server.output()}\n`)
      else fs.rmSync(dataDir, { recursive: true, force: true })
    }
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}
