import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// Plain JavaScript (it runs before anything is compiled); TypeScript infers its types through allowJs.
import { devDatabase as database, needsSeed as seedNeeded } from '../../scripts/dev-seed-marker.mjs'

const root = '/repo'

describe('npm run dev: which database it seeds first (scripts/dev-seed-marker.mjs)', () => {
  it.each([
    [{}, '/repo/data/dealership.db'],
    [{ DATA_DIR: '/srv/dealer' }, '/srv/dealer/dealership.db'],
    [{ DATA_DIR: 'tmp/d' }, '/repo/tmp/d/dealership.db'],
    [{ DATABASE_URI: 'file:/abs/dev.db' }, '/abs/dev.db'],
    [{ DATABASE_URI: 'file:///abs/dev.db' }, '/abs/dev.db'],
    [{ DATABASE_URI: 'file:./data/other.db', DATA_DIR: '/ignored' }, '/repo/data/other.db'],
  ])('%o uses the SQLite file %s, marked beside it', (env, file) => {
    expect(database(env, root)).toEqual({ sqliteFile: file, marker: `${file}.seeded` })
  })

  it('MongoDB keeps its marker in the data folder', () => {
    expect(database({ DATABASE_URI: 'mongodb://mongo:27017/dealer', DATA_DIR: '/d' }, root)).toEqual({
      sqliteFile: undefined,
      marker: '/d/.mongodb-seeded',
    })
  })

  it.each([
    ['a fresh machine (nothing yet)', [], true],
    ['a seed stopped midway (database, no marker)', ['/repo/data/dealership.db'], true],
    ['a deleted database with its marker left behind', ['/repo/data/dealership.db.seeded'], true],
    ['a seeded database', ['/repo/data/dealership.db', '/repo/data/dealership.db.seeded'], false],
  ])('%s → seed first: %s', (_case, files, expected) => {
    const existing = new Set<string>(files)
    expect(seedNeeded(database({}, root), (file) => existing.has(String(file)))).toBe(expected)
  })

  it('reads the real file system by default', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dev-seed-marker-'))
    const db = database({ DATA_DIR: dir }, root)
    expect(seedNeeded(db)).toBe(true)
    fs.writeFileSync(String(db.sqliteFile), '')
    fs.writeFileSync(db.marker, 'seeded')
    expect(seedNeeded(db)).toBe(false)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
