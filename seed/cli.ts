/**
 * The seed command (`npm run seed` through seed/run.mjs, or `payload seed`, a bin script registered in
 * payload.config.ts): seeds the configured database, one progress line a step, then a
 * summary table. Exits non-zero with the failing record's name on error.
 */
import { getPayload, type SanitizedConfig } from 'payload'

import { runSeed } from './index'

/** Entry point Payload's CLI awaits (unlike `payload run`, which may exit before a module's work settles). */
export async function script(config: SanitizedConfig): Promise<void> {
  const payload = await getPayload({ config })
  try {
    const summary = await runSeed(payload)
    const rows = Object.entries(summary.totals)
      .map(([name, s]) => `  ${name.padEnd(24)} ${String(s.created).padStart(7)} ${String(s.updated).padStart(7)} ${String(s.unchanged).padStart(9)}`)
      .join('\n')
    payload.logger.info(
      `Seed summary (${(summary.durationMs / 1000).toFixed(1)} s)\n  ${'collection'.padEnd(24)} created updated unchanged\n${rows}\n` +
        `  ${'total'.padEnd(24)} ${String(summary.created).padStart(7)} ${String(summary.updated).padStart(7)}`,
    )
  } catch (error) {
    payload.logger.error(error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  } finally {
    await payload.destroy()
  }
}
