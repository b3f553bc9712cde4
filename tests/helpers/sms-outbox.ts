import fs from 'node:fs'
import path from 'node:path'

/**
 * The data folder of the e2e server, which tests/helpers/e2e-global-setup.ts exports as E2E_DATA_DIR (Playwright
 * hands the global setup's environment to the workers).
 */
export function e2eDataDir(): string {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the spec through Playwright with its global setup')
  return dir
}

/**
 * The verification codes texted to `to` (E.164, e.g. +18155550100), oldest first, read from the SMS outbox of
 * a server's data folder, the e2e one by default (tests/helpers/sms-relay.ts files them there).
 */
export function smsCodesTo(to: string, dataDir: string = e2eDataDir()): string[] {
  const dir = path.join(dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.sms.txt'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((text) => text.startsWith(`To: ${to}\n`))
    .flatMap((text) => /verification code is (\d{6})/.exec(text)?.[1] ?? [])
}
