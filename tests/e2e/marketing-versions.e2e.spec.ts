import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectAdminFormSettled, logInToAdmin } from '../helpers/admin-ui'
import { staffHeaders } from '../helpers/staff-api'

/**
 * Drafts on the live site, worked by marketing in the admin: a draft promotion scheduled through the edit view's
 * "Schedule Publish" drawer for a minute shortly ahead is not on the home page before its time, and the server's
 * own job schedule (autoRun, no request involved) publishes it after, so it shows at the next request; an older
 * version restored from the Versions tab shows at the next request. Runs alone (its own project): it adds a
 * promotion to the home page every other spec reads, and deletes it at the end.
 */
const DAY_MS = 86_400_000
// The drawer's time has whole minutes; the time picked leaves this long to schedule it and check the "before" side.
const SCHEDULE_LEAD_MS = 20_000
// autoRun checks the scheduled publishes once a minute, on the minute (src/lib/jobs/scheduled-publish.ts): the
// check at the time picked publishes it, or, when it ran a moment early, the one a minute later.
const AUTORUN_WAIT_MS = 75_000

type Version = { id: string; version: { title?: string } }

const homeHtml = async (request: APIRequestContext) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  return response.text()
}

/** `at` as the admin's date picker shows and reads it ("MMM d, yyyy h:mm a") in the browser's own time zone. */
async function pickerText(page: Page, at: Date): Promise<string> {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`
}

/** Schedules the publish of the open document through the drawer beside Publish, for the first whole minute after the lead time. */
async function schedulePublishInAdmin(page: Page): Promise<Date> {
  await expectAdminFormSettled(page)
  // The arrow beside Publish opens its menu.
  await page.locator('#action-save-popup button.popup-button').click()
  await page.locator('#schedule-publish').click()
  const drawer = page.locator('.schedule-publish')
  const heading = drawer.getByRole('heading', { name: /^Schedule publish for/ })
  await expect(heading).toBeVisible()
  await expect(drawer.getByText('No upcoming events scheduled.')).toBeVisible()
  // For a document never published the drawer offers "Unpublish" first: marketing picks "Publish".
  await drawer.locator('.schedule-publish__type .radio-input__label', { hasText: /^Publish$/ }).click()

  const at = new Date(Math.ceil((Date.now() + SCHEDULE_LEAD_MS) / 60_000) * 60_000)
  const text = await pickerText(page, at)
  const input = drawer.locator('#time input')
  await input.fill(text)
  await expect(input).toHaveValue(text)
  // A click beside the picker closes its calendar (Escape would close the whole drawer).
  await heading.click()
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  // The drawer's list of upcoming events shows the one event, a publish.
  await expect(drawer.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Publish', exact: true }) })).toHaveCount(1)
  await expect(drawer.getByRole('cell', { name: 'Unpublish', exact: true })).toHaveCount(0)
  await drawer.locator('.schedule-publish__drawer-header').getByRole('button', { name: 'Close' }).click()
  return at
}

test('a promotion scheduled in the admin shows only after its time, and a version restored there at the next request', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const marketing = await staffHeaders(request, 'marketing')
  const admin = await staffHeaders(request, 'admin')
  const stamp = Date.now().toString(36)
  const first = `Scheduled savings ${stamp}`
  const second = `Changed savings ${stamp}`

  const created = await request.post('/api/promotions?draft=true', {
    headers: marketing,
    data: {
      name: `scheduled-${stamp}`,
      title: first,
      position: 'promotions-carousel',
      startDate: new Date(Date.now() - 2 * DAY_MS).toISOString(),
      endDate: new Date(Date.now() + 7 * DAY_MS).toISOString(),
      // First in the carousel.
      sortOrder: -1000,
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string; _status: string } }
  expect(doc._status).toBe('draft')
  const readStatus = async () =>
    ((await (await request.get(`/api/promotions/${doc.id}?depth=0`, { headers: marketing })).json()) as { _status: string })._status

  try {
    // Warm the cached home page: it must not show the draft, now or from its cache later.
    expect(await homeHtml(request)).not.toContain(first)
    await logInToAdmin(page, 'marketing')
    await page.goto(`/admin/collections/promotions/${doc.id}`)
    const at = await schedulePublishInAdmin(page)

    // Running the queue before the time publishes nothing.
    expect((await request.get('/api/payload-jobs/run?queue=default', { headers: admin })).status()).toBe(200)
    expect(await homeHtml(request)).not.toContain(first)
    expect(await readStatus()).toBe('draft')
    expect(Date.now(), 'the checks before the scheduled time ran before it').toBeLessThan(at.getTime())

    // After the time the server's schedule publishes it; the next request renders it.
    await expect
      .poll(async () => (await homeHtml(request)).includes(first), {
        timeout: at.getTime() - Date.now() + AUTORUN_WAIT_MS,
        intervals: [2_000],
      })
      .toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
    expect(await readStatus()).toBe('published')

    // A published change, then one action in the Versions tab restores the scheduled version.
    const changed = await request.patch(`/api/promotions/${doc.id}`, { headers: marketing, data: { title: second } })
    expect(changed.status()).toBe(200)
    let html = await homeHtml(request)
    expect(html).toContain(second)
    expect(html).not.toContain(first)

    const versions = await request.get(
      `/api/promotions/versions?where[parent][equals]=${doc.id}&where[version._status][equals]=published&sort=createdAt&depth=0`,
      { headers: marketing },
    )
    const published = ((await versions.json()) as { docs: Version[] }).docs.find((version) => version.version.title === first)
    if (!published) throw new Error('the scheduled publish left no version to restore')
    await page.goto(`/admin/collections/promotions/${doc.id}`)
    await page.locator('.doc-tabs').getByRole('link', { name: /^Versions/ }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/promotions/${doc.id}/versions(\\?|$)`))
    await page.getByRole('row').filter({ hasText: published.id }).getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/versions/${published.id}(\\?|$)`))
    await page.getByRole('button', { name: 'Restore this version' }).click()
    const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm Version Restoration' })
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByText('Restored Successfully.')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/promotions/${doc.id}(\\?|$)`))
    html = await homeHtml(request)
    expect(html).toContain(first)
    expect(html).not.toContain(second)
  } finally {
    await request.delete(`/api/promotions/${doc.id}`, { headers: marketing })
  }
  expect(await homeHtml(request)).not.toContain(first)
})
