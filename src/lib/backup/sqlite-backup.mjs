// Plain JavaScript (with JSDoc types) so `npm run backup` and `npm run restore` run with Node alone, in the
// production image too (no TypeScript or bundler there). docs/operations.md, "Backup and restore".
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

/** The folders under DATA_DIR whose files a restore needs besides the database: uploads, résumés, imported feeds. */
export const UPLOAD_FOLDERS = ['media', 'resumes', 'inventory-imports']
/** Development secrets kept in DATA_DIR (production passes them in the environment); without the key, a restored
 * database's encrypted SSNs and dates of birth are unreadable. */
export const SECRET_FILES = ['.payload-secret', 'lead-encryption.key']
/** The database's name inside a backup folder. */
export const BACKUP_DB = 'dealership.db'

/**
 * Where the site's SQLite database and data folder are, from the same variables the app reads.
 * @param {Record<string, string | undefined>} env
 * @returns {{ dataDir: string, dbFile: string }}
 */
export function sqliteLocation(env = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data'))
  const uri = env.DATABASE_URI
  if (uri && !uri.startsWith('file:')) {
    throw new Error('DATABASE_URI is not a SQLite file: back MongoDB up with mongodump (docs/operations.md, "Backup and restore").')
  }
  const dbFile = uri ? path.resolve(uri.slice('file:'.length)) : path.join(dataDir, BACKUP_DB)
  return { dataDir, dbFile }
}

/** @param {string} from @param {string} to @returns {number} files copied */
function copyTree(from, to) {
  if (!fs.existsSync(from)) return 0
  let count = 0
  fs.mkdirSync(to, { recursive: true })
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) count += copyTree(source, target)
    else if (entry.isFile()) {
      fs.copyFileSync(source, target)
      count += 1
    }
  }
  return count
}

/**
 * Backs the running site up into `destination` (a new folder): the database through SQLite's `VACUUM INTO`, a
 * consistent snapshot taken while the site keeps serving and writing (WAL), then the upload folders and the
 * development secrets. Files uploaded while the copy runs may be missing from it; the database never is torn.
 * @param {string} destination
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [progress]
 * @returns {Promise<{ destination: string, bytes: number, files: number }>}
 */
export async function backupSqlite(destination, env = process.env, progress = () => {}) {
  const { dataDir, dbFile } = sqliteLocation(env)
  if (!fs.existsSync(dbFile)) throw new Error(`No database at ${dbFile}: nothing to back up.`)
  const target = path.resolve(destination)
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) throw new Error(`${target} is not empty.`)
  fs.mkdirSync(target, { recursive: true })
  const snapshot = path.join(target, BACKUP_DB)
  progress(`database ${dbFile} → ${snapshot}`)
  const client = createClient({ url: `file:${dbFile}` })
  try {
    // The online backup: one read transaction, so the copy is the database as of one moment.
    await client.execute({ sql: 'VACUUM INTO ?', args: [snapshot] })
  } finally {
    client.close()
  }
  let files = 0
  for (const folder of UPLOAD_FOLDERS) {
    const copied = copyTree(path.join(dataDir, folder), path.join(target, folder))
    progress(`${folder}: ${copied} files`)
    files += copied
  }
  for (const name of SECRET_FILES) {
    const file = path.join(dataDir, name)
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(target, name))
  }
  return { destination: target, bytes: fs.statSync(snapshot).size, files }
}

/**
 * Restores a backup folder over the configured database and data folder. The site must be stopped: the database
 * file is replaced whole (its -wal and -shm files go with the old one). The integrity of the backup is checked first,
 * so a damaged copy never replaces a working database.
 * @param {string} source
 * @param {Record<string, string | undefined>} [env]
 * @param {(line: string) => void} [progress]
 * @returns {Promise<{ files: number }>}
 */
export async function restoreSqlite(source, env = process.env, progress = () => {}) {
  const { dataDir, dbFile } = sqliteLocation(env)
  const backup = path.join(path.resolve(source), BACKUP_DB)
  if (!fs.existsSync(backup)) throw new Error(`${source} holds no ${BACKUP_DB}: not a backup folder.`)
  const check = createClient({ url: `file:${backup}` })
  try {
    const { rows } = await check.execute('PRAGMA integrity_check')
    const verdict = rows.map((row) => String(Object.values(row)[0])).join('; ')
    if (verdict !== 'ok') throw new Error(`${backup} failed SQLite's integrity check: ${verdict}`)
  } finally {
    check.close()
  }
  fs.mkdirSync(path.dirname(dbFile), { recursive: true })
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${dbFile}${suffix}`, { force: true })
  fs.copyFileSync(backup, dbFile)
  progress(`database ${backup} → ${dbFile}`)
  let files = 0
  for (const folder of UPLOAD_FOLDERS) {
    const copied = copyTree(path.join(path.resolve(source), folder), path.join(dataDir, folder))
    progress(`${folder}: ${copied} files`)
    files += copied
  }
  for (const name of SECRET_FILES) {
    const file = path.join(path.resolve(source), name)
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(dataDir, name))
  }
  return { files }
}
