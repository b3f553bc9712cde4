import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { addArrayRow, logInToAdmin, watchAdminProblems } from '../helpers/admin-ui'
import { staffHeaders } from '../helpers/staff-api'

/**
 * A manager keeps the store's facts current in the admin: a location's sales hours and a staff member's photo,
 * uploaded through the admin's own form, show on the site (the contact page's store card, the member's page).
 * What the spec changes is put back through REST afterwards. Runs alone after the other specs (SETTINGS_SPECS):
 * a location's hours also set its test-drive times and its store data, which other specs read.
 */
// Payload's admin renders slowly on the shared 2-core machine: each test gets twice the default time.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const suffix = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`

type Doc = { id: string } & Record<string, unknown>

async function firstDoc(request: APIRequestContext, query: string): Promise<Doc> {
  const response = await request.get(`/api/${query}`, { headers: await staffHeaders(request, 'manager') })
  expect(response.status()).toBe(200)
  const [doc] = ((await response.json()) as { docs: Doc[] }).docs
  expect(doc, query).toBeDefined()
  return doc
}

async function patch(request: APIRequestContext, path: string, data: Record<string, unknown>) {
  const response = await request.patch(`/api/${path}`, { data, headers: await staffHeaders(request, 'manager') })
  expect(response.status(), await response.text()).toBe(200)
}

test("the manager sets a location's sales hours in the admin and the contact page shows them", async ({
  context,
  page,
  request,
  baseURL,
}) => {
  const watch = await watchAdminProblems(context, new URL(baseURL ?? '').origin)
  const location = await firstDoc(request, 'locations?depth=0&where[slug][equals]=elkhart-in')
  try {
    await logInToAdmin(page, 'manager')
    await page.goto(`/admin/collections/locations/${location.id}`)
    const addDay = page.getByRole('button', { name: 'Add Day' }).first()
    await addArrayRow(page, addDay, 'salesHours-row-0', page.locator('#field-salesHours__0__open'))
    await page.locator('#field-salesHours__0__day .rs__control').click()
    await page.getByRole('option', { name: 'Sunday', exact: true }).click()
    await page.locator('#field-salesHours__0__open').fill('11:00')
    await page.locator('#field-salesHours__0__close').fill('16:00')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    expect(watch.problems()).toEqual([])

    await page.goto('/contact-us')
    const card = page.getByRole('article', { name: /^Elkhart/ })
    await expect(card.getByText(/^Sales hours/)).toBeVisible()
    const sunday = card.locator('dt', { hasText: 'Sunday' })
    await expect(sunday).toBeVisible()
    await expect(sunday.locator('xpath=following-sibling::dd[1]')).toHaveText(/^11:00\s?AM – 4:00\s?PM$/)
  } finally {
    await patch(request, `locations/${location.id}`, { salesHours: location.salesHours ?? [] })
  }
})

test("the manager uploads a staff member's photo in the admin and the member's page shows it", async ({
  context,
  page,
  request,
  baseURL,
}) => {
  const watch = await watchAdminProblems(context, new URL(baseURL ?? '').origin)
  const member = await firstDoc(request, 'staff?depth=0&limit=1&sort=sortOrder&where[active][equals]=true')
  const fileName = `portrait-${suffix}.png`
  const alt = `Portrait of ${String(member.fullName)}, ${suffix}`
  const portrait = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
  let mediaId: string | undefined
  try {
    await logInToAdmin(page, 'manager')
    await page.goto(`/admin/collections/staff/${member.id}`)
    const photo = page.locator('#field-photo')
    await expect(photo).toBeVisible({ timeout: 60_000 })
    // A seeded member has a photo: take it off the field (its × has no name of its own), then create a new one.
    if (member.photo) await photo.locator('.upload-relationship-details__remove').click()
    await photo.getByRole('button', { name: 'Create New' }).click()
    const drawer = page.locator('.drawer--is-open').last()
    await drawer.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: portrait })
    await drawer.locator('#field-alt').fill(alt)
    await drawer.getByRole('button', { name: 'Save' }).click()
    await expect(photo.getByText(fileName)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Save' }).first().click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    expect(watch.problems()).toEqual([])

    const saved = await firstDoc(request, `staff?depth=1&where[id][equals]=${member.id}`)
    const media = saved.photo as { id: string; filename: string; alt: string }
    mediaId = media.id
    expect(media).toMatchObject({ filename: fileName, alt })

    await page.goto(`/our-company/meet-our-team/${String(member.slug)}`)
    const image = page.getByRole('img', { name: alt })
    await expect(image).toBeVisible()
    expect(decodeURIComponent((await image.getAttribute('src')) ?? '')).toContain(`/api/media/file/${fileName}`)
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
  } finally {
    await patch(request, `staff/${member.id}`, { photo: member.photo ?? null })
    if (mediaId) {
      const deleted = await request.delete(`/api/media/${mediaId}`, { headers: await staffHeaders(request, 'manager') })
      expect(deleted.status()).toBe(200)
    }
  }
})
