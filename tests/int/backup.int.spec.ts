import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { repoRoot } from '../helpers/next-build.mjs'
import { createFixture, createRefs, pngFile, testVin, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'

/**
 * `npm run backup` / `npm run restore` of the SQLite default, through the real command line: a backup
 * taken while the site writes, restored into another data folder, holds everything written before it and nothing
 * after, with its uploads and the key that decrypts the leads' sensitive fields; a damaged backup never replaces a
 * database.
 */

let t: TestPayload
let refs: Refs
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-backup-'))

function cli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'src/lib/backup/cli.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, INIT_CWD: scratch, ...env },
    encoding: 'utf8',
  })
  return { status: result.status, out: `${result.stdout}${result.stderr}` }
}

async function rows(dbFile: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = createClient({ url: `file:${dbFile}` })
  try {
    return (await client.execute(sql)).rows.map((row) => ({ ...row }))
  } finally {
    client.close()
  }
}

beforeAll(async () => {
  t = await createTestPayload('backup')
  refs = await createRefs(t.payload)
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(scratch, { recursive: true, force: true })
})

describe('backup and restore of the SQLite default', () => {
  it('round trip: what was written before the backup comes back, with its uploads; later writes do not', async () => {
    const source = { DATA_DIR: t.dataDir, DATABASE_URI: `file:${path.join(t.dataDir, 'test.db')}` }
    const image = await t.payload.create({
      collection: 'media',
      data: { alt: 'Backed-up photo' },
      file: await pngFile('backed-up.png'),
      context: NO_REVALIDATE,
    })
    await createFixture(t.payload, 'leads', refs)
    const before = await t.payload.count({ collection: 'vehicles' })

    // Taken while the site keeps writing: the snapshot is one consistent moment, whichever writes it includes.
    const writing = Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.payload.create({
          collection: 'vehicles',
          context: NO_REVALIDATE,
          data: { vin: testVin(7000 + i), condition: 'used', status: 'available', year: 2019, make: 'Kia', model: 'Soul', mileage: 50_000, price: 12_000, bodyStyle: refs.bodyStyle },
        }),
      ),
    )
    const backup = cli(['backup', 'snapshot'], source)
    await writing
    expect(backup.out).toMatch(/Done: database [\d.]+ MB, \d+ uploaded files/)
    expect(backup.status).toBe(0)
    const folder = path.join(scratch, 'snapshot')
    await t.payload.create({
      collection: 'vehicles',
      context: NO_REVALIDATE,
      data: { vin: testVin(7999), condition: 'used', status: 'available', year: 2020, make: 'Kia', model: 'Rio', mileage: 1, price: 9_000, bodyStyle: refs.bodyStyle },
    })

    const target = fs.mkdtempSync(path.join(scratch, 'restored-'))
    const restoredDb = path.join(target, 'restored.db')
    const restore = cli(['restore', folder], { DATA_DIR: target, DATABASE_URI: `file:${restoredDb}` })
    expect(restore.out).toContain('Done: database and')
    expect(restore.status).toBe(0)

    expect(await rows(restoredDb, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    const vins = (await rows(restoredDb, 'SELECT vin FROM vehicles')).map((row) => row.vin)
    expect(vins.length).toBeGreaterThanOrEqual(before.totalDocs)
    expect(vins.length).toBeLessThanOrEqual(before.totalDocs + 5)
    expect(vins).not.toContain(testVin(7999))
    expect(await rows(restoredDb, "SELECT customer_email FROM leads")).toEqual([{ customer_email: 'jamie@example.com' }])
    const [media] = await rows(restoredDb, `SELECT filename FROM media WHERE id = '${image.id}'`)
    expect(fs.existsSync(path.join(target, 'media', String(media.filename)))).toBe(true)
    // The development key that decrypts SSNs and dates of birth travels with the database.
    expect(fs.readFileSync(path.join(target, 'lead-encryption.key'), 'utf8')).toBe(
      fs.readFileSync(path.join(t.dataDir, 'lead-encryption.key'), 'utf8'),
    )
  }, 120_000)

  it('refuses a damaged backup and leaves the database as it was; refuses MongoDB and a missing database', async () => {
    const damaged = path.join(scratch, 'damaged')
    fs.mkdirSync(damaged)
    fs.writeFileSync(path.join(damaged, 'dealership.db'), Buffer.alloc(8192, 7))
    const target = fs.mkdtempSync(path.join(scratch, 'kept-'))
    const kept = path.join(target, 'kept.db')
    fs.writeFileSync(kept, 'the working database')
    const refused = cli(['restore', damaged], { DATA_DIR: target, DATABASE_URI: `file:${kept}` })
    expect(refused.status).toBe(1)
    expect(fs.readFileSync(kept, 'utf8')).toBe('the working database')

    const mongo = cli(['backup'], { DATABASE_URI: 'mongodb://localhost/dealership' })
    expect(mongo.status).toBe(1)
    expect(mongo.out).toContain('mongodump')
    const none = cli(['backup'], { DATA_DIR: target, DATABASE_URI: `file:${path.join(target, 'nothing.db')}` })
    expect(none.status).toBe(1)
    expect(none.out).toContain('nothing to back up')
    expect(cli([], {}).status).toBe(1)
  })
})
