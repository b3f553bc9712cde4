import { expect, test } from '@playwright/test'

import { addArrayRow, logInToAdmin } from '../helpers/admin-ui'
import { DEV_USER_EMAILS } from '../helpers/dev-users'
import { staffHeaders, uniqueEmail } from '../helpers/staff-api'

type StoredLead = { id: string; title: string; status: string; firstResponseAt?: string | null; firstResponseBy?: string | null }

/**
 * A salesperson works their new lead in the admin (status Contacted and a note, one save), which records the
 * lead's first response; the manager's lead follow-up view then lists the lead with that response time.
 */
test('sales answers their lead in the admin; the manager\'s view shows its response time', async ({ page, request }) => {
  // Two sign-ins and two admin views, after the lead's delivery job has run.
  test.setTimeout(180_000)
  const adminHeaders = await staffHeaders(request, 'admin')
  const users = await request.get(`/api/users?depth=0&where[email][equals]=${encodeURIComponent(DEV_USER_EMAILS.sales)}`, {
    headers: adminHeaders,
  })
  const salesId = ((await users.json()) as { docs: Array<{ id: string }> }).docs[0].id
  const lastName = `Responder${Date.now().toString(36)}`
  const created = await request.post('/api/leads?depth=0', {
    headers: adminHeaders,
    data: { event: 'CONTACT', owner: salesId, customer: { firstName: 'Rita', lastName, email: uniqueEmail('follow-up') } },
  })
  expect(created.status()).toBe(201)
  const lead = ((await created.json()) as { doc: StoredLead }).doc
  const readLead = async () =>
    (await (await request.get(`/api/leads/${lead.id}?depth=0`, { headers: adminHeaders })).json()) as StoredLead & {
      delivery?: { state?: string }
    }
  // The delivery job saves the lead again once it has mailed it; an edit view opened before that save would find its
  // copy stale and refuse the save.
  await expect.poll(async () => (await readLead()).delivery?.state, { timeout: 60_000 }).toMatch(/^(sent|failed|unrouted)$/)

  await logInToAdmin(page, 'sales')
  await page.goto(`/admin/collections/leads/${lead.id}`)
  const note = page.locator('textarea[name="notes.0.note"]')
  await addArrayRow(page, page.getByRole('button', { name: 'Add Note' }), 'notes-row-0', note)
  await note.fill('Called Rita, she comes in on Saturday.')
  // The status after the note: the new row's form state must have loaded before another field changes.
  await page.locator('#field-status .rs__control').click()
  await page.locator('.rs__option').filter({ hasText: /^Contacted$/ }).click()
  await expect(page.locator('#field-status')).toContainText('Contacted')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Updated successfully')).toBeVisible()
  // Signed out: the manager signs in in the same browser.
  await page.context().clearCookies()

  const answered = await readLead()
  expect(answered.status).toBe('contacted')
  expect(answered.firstResponseAt).toBeTruthy()
  expect(answered.firstResponseBy).toBe(salesId)

  await logInToAdmin(page, 'manager')
  // The admin menu links the view for managers (the menu itself may be folded away at this width).
  await expect(page.locator('a.nav__link[href="/admin/lead-follow-up"]')).toHaveCount(1)
  await page.goto('/admin/lead-follow-up')
  await expect(page.getByRole('heading', { level: 1, name: 'Lead follow-up' })).toBeVisible()
  const row = page.getByTestId('open-leads').getByRole('row').filter({ hasText: lastName })
  await expect(row).toHaveCount(1)
  const cells = row.getByRole('cell')
  // Status, owner, store, age, first response, overdue.
  await expect(cells.nth(0)).toHaveText('contacted')
  await expect(cells.nth(1)).toHaveText('Dev Sales')
  await expect(cells.nth(4)).toHaveText(/^\d+ min$/)
  await expect(cells.nth(5)).toHaveText('No')
  // The salesperson's median over the last 7 days counts this answered lead.
  const perPerson = page.getByTestId('medians-7').getByRole('table').first()
  await expect(perPerson.getByRole('row').filter({ hasText: 'Dev Sales' }).getByRole('cell').nth(1)).toHaveText(/^(\d+ min|\d+ h \d+ min)$/)
})

test('the lead follow-up view is for managers only', async ({ page }) => {
  await logInToAdmin(page, 'sales')
  await expect(page.locator('a.nav__link[href="/admin/lead-follow-up"]')).toHaveCount(0)
  await page.goto('/admin/lead-follow-up')
  await expect(page.getByRole('alert').filter({ hasText: 'Only managers see lead follow-up.' })).toBeVisible()
  await expect(page.getByTestId('open-leads')).toHaveCount(0)
})
