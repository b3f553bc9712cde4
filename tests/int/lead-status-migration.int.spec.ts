/**
 * The lead follow-up migration on a database of the previous release: stored 'qualified' leads become
 * 'appointment', 'won' ones 'sold', the others keep their status, and no lead has an owner or a first response.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, expect, it } from 'vitest'

import { migrations } from '../../migrations'
import { databaseBefore } from '../helpers/migrations'
import { createTestPayload, type TestPayload } from '../helpers/payload'

const FOLLOW_UP = migrations.find((migration) => migration.name.endsWith('_lead_follow_up'))!.name
const BEFORE: Record<string, string> = {
  'a0000000-0000-4000-8000-000000000001': 'new',
  'a0000000-0000-4000-8000-000000000002': 'contacted',
  'a0000000-0000-4000-8000-000000000003': 'qualified',
  'a0000000-0000-4000-8000-000000000004': 'won',
  'a0000000-0000-4000-8000-000000000005': 'lost',
}

let t: TestPayload
let oldDir: string

beforeAll(async () => {
  oldDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-lead-status-'))
  const file = path.join(oldDir, 'old.db')
  const { client } = await databaseBefore(file, FOLLOW_UP)
  await client.batch(
    Object.entries(BEFORE).map(([id, status]) => ({
      sql: "INSERT INTO leads (id, idempotency_key, event, status, title) VALUES (?, ?, 'CONTACT', ?, 'Old lead')",
      args: [id, `key-${id}`, status],
    })),
  )
  client.close()
  t = await createTestPayload('lead-status-migration', { DATABASE_URI: `file:${file}`, JOBS_AUTORUN: 'false' })
})

afterAll(async () => {
  await t?.cleanup()
  fs.rmSync(oldDir, { recursive: true, force: true })
})

it('renames qualified to appointment and won to sold, and leaves the rest', async () => {
  const { docs } = await t.payload.find({ collection: 'leads', depth: 0, pagination: false, sort: 'id' })
  expect(Object.fromEntries(docs.map((lead) => [lead.id, lead.status]))).toEqual({
    ...BEFORE,
    'a0000000-0000-4000-8000-000000000003': 'appointment',
    'a0000000-0000-4000-8000-000000000004': 'sold',
  })
  expect(docs.every((lead) => !lead.owner && !lead.firstResponseAt)).toBe(true)
})

// MongoDB has no migrations: the same renaming runs at start (src/lib/config/rename-lead-statuses.ts). Its
// queries go through Payload's database adapter API, which both adapters implement; here it runs on SQLite.
it('renames old statuses left in the database at start, as on MongoDB, and changes nothing the second time', async () => {
  const { renameOldLeadStatuses } = await import('../../src/lib/config/rename-lead-statuses')
  const ids = ['a0000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000004']
  await t.payload.db.updateOne({ collection: 'leads', id: ids[0], data: { status: 'qualified' } })
  await t.payload.db.updateOne({ collection: 'leads', id: ids[1], data: { status: 'won' } })
  const statuses = async () => {
    const { docs } = await t.payload.find({ collection: 'leads', depth: 0, pagination: false, sort: 'id' })
    return Object.fromEntries(docs.map((lead) => [lead.id, lead.status]))
  }
  expect((await statuses())[ids[0]]).toBe('qualified')
  await renameOldLeadStatuses(t.payload)
  const renamed = await statuses()
  expect(renamed).toEqual({
    ...BEFORE,
    'a0000000-0000-4000-8000-000000000003': 'appointment',
    'a0000000-0000-4000-8000-000000000004': 'sold',
  })
  await renameOldLeadStatuses(t.payload)
  expect(await statuses()).toEqual(renamed)
})
