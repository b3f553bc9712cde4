import fs from 'node:fs'
import path from 'node:path'

/** Absolute path of the local data folder (SQLite file, dev secrets, mail outbox); created on first use. */
export function dataDir(...segments: string[]): string {
  const base = path.resolve(process.env.DATA_DIR || path.join(process.cwd(), 'data'))
  const dir = path.join(base, ...segments)
  fs.mkdirSync(dir, { recursive: true })
  return dir
}
