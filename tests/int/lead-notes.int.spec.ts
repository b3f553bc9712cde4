/**
 * A lead's notes are a log: staff add notes (author and time from the request's user and the server's clock),
 * cannot rewrite or remove a saved one, and an admin's edit or deletion of a note is in the audit log. Over REST,
 * as the admin's edit view saves a lead (every row with its id, a new row without author or time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ROLES } from '@/access/roles'
import { NOTE_EDIT_MESSAGE } from '@/lib/leads/notes'
import type { Lead } from '@/payload-types'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

const PASSWORD = 'lead-notes-password-1'
const FORGED_TIME = '2001-02-03T04:05:06.000Z'

let t: TestPayload
let rest: RestClient
let refs: Refs
const tokens: Record<string, string> = {}
const userIds: Record<string, string> = {}

beforeAll(async () => {
  t = await createTestPayload('lead-notes', { JOBS_AUTORUN: 'false' })
  rest = restClient(t.config)
  for (const role of ROLES) {
    const user = await t.payload.create({
      collection: 'users',
      data: { email: `${role}@notes.test`, password: PASSWORD, role, name: `Test ${role}` },
      context: NO_REVALIDATE,
    })
    userIds[role] = String(user.id)
    tokens[role] = await rest.login(`${role}@notes.test`, PASSWORD)
  }
  refs = await createRefs(t.payload)
})

afterAll(async () => {
  await t?.cleanup()
})

type Note = NonNullable<Lead['notes']>[number]

const notesOf = async (id: string): Promise<Note[]> =>
  (await t.payload.findByID({ collection: 'leads', id, depth: 0 })).notes ?? []
const patch = (role: string, id: string, body: Record<string, unknown>) =>
  rest.call('PATCH', `/leads/${id}`, { token: tokens[role], body })
const auditEntries = async (id: string) =>
  (
    await t.payload.find({
      collection: 'audit-log',
      where: { and: [{ target: { equals: 'leads' } }, { docId: { equals: id } }] },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

/** A lead with one note by the sales user, added over REST. */
async function leadWithNote(text = 'Left a voicemail.'): Promise<{ id: string; first: Note }> {
  const id = await createFixture(t.payload, 'leads', refs)
  expect((await patch('sales', id, { notes: [{ note: text }] })).status).toBe(200)
  const [first] = await notesOf(id)
  return { id, first }
}

describe('staff adding notes', () => {
  it('stamps the author and time from the request, whatever the post says', async () => {
    const id = await createFixture(t.payload, 'leads', refs)
    const start = new Date().toISOString()
    const response = await patch('sales', id, {
      notes: [{ note: 'Customer asked for a call.', author: userIds.admin, at: FORGED_TIME }],
    })
    const end = new Date().toISOString()
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const [note] = await notesOf(id)
    expect(note.note).toBe('Customer asked for a call.')
    expect(note.author).toBe(userIds.sales)
    expect(note.at).not.toBe(FORGED_TIME)
    expect(String(note.at) >= start && String(note.at) <= end).toBe(true)
  })

  it('adds a note as the edit view saves it: the stored rows with their ids and a new row', async () => {
    const { id, first } = await leadWithNote()
    const response = await patch('sales', id, {
      notes: [
        { id: first.id, note: first.note, author: first.author, at: first.at },
        { id: '6650f0c2a1b2c3d4e5f60718', note: 'Booked a test drive.', author: null, at: null },
      ],
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const notes = await notesOf(id)
    expect(notes.map((note) => note.note)).toEqual(['Left a voicemail.', 'Booked a test drive.'])
    expect(notes[0]).toEqual(first)
    expect(notes[1].author).toBe(userIds.sales)
    expect(notes[1].at).toEqual(expect.any(String))
    // Adding notes is not an audit entry: each note names its author and time.
    expect(await auditEntries(id)).toEqual([])
  })

  it('refuses a change to a saved note with a 400 naming it, and keeps the note', async () => {
    const { id, first } = await leadWithNote()
    const response = await patch('sales', id, {
      notes: [{ id: first.id, note: 'The customer was rude.', author: userIds.marketing, at: FORGED_TIME }],
    })
    expect(response.status).toBe(400)
    expect(JSON.stringify(response.body)).toContain(NOTE_EDIT_MESSAGE)
    expect(JSON.stringify(response.body)).toContain('notes.0.note')
    expect(await notesOf(id)).toEqual([first])
  })

  it('keeps saved notes a save leaves out (no deletion by staff) and adds the new ones after them', async () => {
    const { id, first } = await leadWithNote()
    expect((await patch('sales', id, { notes: [] })).status).toBe(200)
    expect(await notesOf(id)).toEqual([first])
    expect((await patch('sales', id, { notes: null })).status).toBe(200)
    expect(await notesOf(id)).toEqual([first])
    expect((await patch('sales', id, { notes: [{ note: 'Second call.' }] })).status).toBe(200)
    const notes = await notesOf(id)
    expect(notes.map((note) => note.note)).toEqual(['Left a voicemail.', 'Second call.'])
    expect(notes[0]).toEqual(first)
  })

  it('keeps the author and time of a saved note an edit view sends back altered', async () => {
    const { id, first } = await leadWithNote()
    const response = await patch('sales', id, {
      notes: [{ id: first.id, note: first.note, author: userIds.marketing, at: FORGED_TIME }],
    })
    expect(response.status).toBe(200)
    expect(await notesOf(id)).toEqual([first])
  })
})

describe('admins editing notes', () => {
  it('an admin edits a note: stored, and the audit log has who, before and after', async () => {
    const { id, first } = await leadWithNote()
    const response = await patch('admin', id, { notes: [{ id: first.id, note: 'Left a voicemail (corrected).' }] })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    const [note] = await notesOf(id)
    expect(note).toEqual({ ...first, note: 'Left a voicemail (corrected).' })
    const entries = await auditEntries(id)
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ userEmail: 'admin@notes.test', operation: 'update', summary: 'notes' })
    expect(entries[0].changes?.[0]?.before).toContain('Left a voicemail.')
    expect(entries[0].changes?.[0]?.after).toContain('Left a voicemail (corrected).')
  })

  it('an admin deletes a note: removed, and recorded in the audit log', async () => {
    const { id } = await leadWithNote('Wrong customer, ignore.')
    expect((await patch('admin', id, { notes: [] })).status).toBe(200)
    expect(await notesOf(id)).toEqual([])
    const entries = await auditEntries(id)
    expect(entries).toHaveLength(1)
    expect(entries[0].changes?.[0]).toMatchObject({ field: 'notes', after: '[]' })
    expect(entries[0].changes?.[0]?.before).toContain('Wrong customer, ignore.')
  })
})
