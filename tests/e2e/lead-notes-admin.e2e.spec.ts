import { expect, test } from '@playwright/test'

import { addArrayRow, trackAdminForms } from '../helpers/admin-ui'
import { DEV_USER_EMAILS, devUserPassword } from '../helpers/dev-users'
import { staffHeaders, uniqueEmail, withLoginLock } from '../helpers/staff-api'

type Note = { id: string; note: string; author: string | null; at: string | null }

/**
 * Sales works a lead in the admin's edit view: a note added there is saved with the salesperson as its author and
 * the server's time, and the notes saved before it stay as they were.
 */
test('sales adds a note to a lead in the admin; the server stamps author and time', async ({ page, request }) => {
  // The wait for the lead's delivery job (run once a minute) may take a minute of its own, then the admin view.
  test.setTimeout(120_000)
  const adminHeaders = await staffHeaders(request, 'admin')
  const created = await request.post('/api/leads?depth=0', {
    headers: adminHeaders,
    data: {
      event: 'CONTACT',
      customer: { firstName: 'Noel', lastName: 'Notes', email: uniqueEmail('notes') },
      notes: [{ note: 'Lead taken by phone.' }],
    },
  })
  expect(created.status()).toBe(201)
  const lead = ((await created.json()) as { doc: { id: string; notes: Note[] } }).doc
  const [first] = lead.notes
  // The lead's delivery job saves the lead again once it has mailed it; an edit view opened before that save would
  // find its copy stale (Payload's "document modified" dialog) and refuse the click on Save.
  await expect
    .poll(
      async () => {
        const stored = await request.get(`/api/leads/${lead.id}?depth=0`, { headers: adminHeaders })
        return ((await stored.json()) as { delivery?: { state?: string } }).delivery?.state
      },
      { timeout: 60_000 },
    )
    .toMatch(/^(sent|failed|unrouted)$/)

  const login = await withLoginLock(() =>
    page.request.post('/api/users/login', { data: { email: DEV_USER_EMAILS.sales, password: devUserPassword() } }),
  )
  expect(login.status()).toBe(200)
  const salesId = ((await login.json()) as { user: { id: string } }).user.id

  const before = new Date().toISOString()
  await trackAdminForms(page.context())
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const note = page.locator('textarea[name="notes.1.note"]')
  await addArrayRow(page, page.getByRole('button', { name: 'Add Note' }), 'notes-row-1', note)
  await note.fill('Called back, test drive on Saturday.')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()

  const read = await request.get(`/api/leads/${lead.id}?depth=0`, { headers: adminHeaders })
  const notes = ((await read.json()) as { notes: Note[] }).notes
  expect(notes.map((note) => note.note)).toEqual(['Lead taken by phone.', 'Called back, test drive on Saturday.'])
  expect(notes[0]).toEqual(first)
  expect(notes[1].author).toBe(salesId)
  expect(notes[1].at).not.toBeNull()
  expect(String(notes[1].at) >= before).toBe(true)
})
