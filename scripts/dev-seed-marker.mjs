// Whether `npm run dev` must seed before it starts the server (scripts/dev.mjs). Plain JavaScript: it runs before
// anything is compiled.
import fs from 'node:fs'
import path from 'node:path'

/**
 * The database `npm run dev` will use and its seed marker: beside the SQLite file (so deleting `data/`, or pointing
 * DATA_DIR or DATABASE_URI elsewhere, means a fresh seed), or in the data folder for MongoDB.
 */
export function devDatabase(env, repoRoot) {
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || 'data')
  const uri = env.DATABASE_URI
  if (uri && !uri.startsWith('file:')) return { sqliteFile: undefined, marker: path.join(dataDir, '.mongodb-seeded') }
  // file:/abs/path, file:///abs/path and file:relative/path (relative to the repository, where Payload runs).
  const sqliteFile = uri ? path.resolve(repoRoot, uri.slice('file:'.length).replace(/^\/\/(?=\/)/, '')) : path.join(dataDir, 'dealership.db')
  return { sqliteFile, marker: `${sqliteFile}.seeded` }
}

/** True when the seed has not completed on this database: no marker, or the SQLite file it marked is gone. */
export function needsSeed({ sqliteFile, marker }, exists = fs.existsSync) {
  return !exists(marker) || (sqliteFile !== undefined && !exists(sqliteFile))
}
