import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { dataDir } from './data-dir'

/**
 * Reads a secret from the environment; outside production falls back to a random value generated once
 * into data/ so sessions, cookies and encrypted fields survive restarts. Production refuses to start without it.
 */
export function secretFromEnv(name: string, bytes = 32): string {
  const fromEnv = process.env[name]
  if (fromEnv) return fromEnv
  // `next build` loads the config to collect routes but serves no request: nothing is signed with this.
  if (process.env.NEXT_PHASE === 'phase-production-build') return `build-time-placeholder-${name}`
  if (process.env.NODE_ENV === 'production' && process.env.ALLOW_DEV_SECRETS !== 'true') {
    throw new Error(`${name} must be set in production (see README, "Environment variables").`)
  }
  const file = path.join(dataDir(), `.${name.toLowerCase().replace(/_/g, '-')}`)
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  const generated = crypto.randomBytes(bytes).toString('hex')
  fs.writeFileSync(file, generated, { mode: 0o600 })
  // Printed once, when generated, so a developer knows where it lives; never printed again.
  process.stdout.write(`[dev] ${name} was not set: generated one into ${file}\n`)
  return generated
}
