import { expect, test, type APIRequestContext } from '@playwright/test'

import { schedulePublish } from '../helpers/scheduled-publish'
import { staffHeaders } from '../helpers/staff-api'

/**
 * Drafts on the live site: a promotion scheduled a few seconds ahead is not on the home page before its time, and
 * the server's own job schedule (autoRun, no request involved) publishes it after, so it shows at the next request;
 * restoring an older version shows that version at the next request. Runs alone (its own project): it adds a
 * promotion to the home page every other spec reads, and deletes it at the end.
 */
const DAY_MS = 86_400_000
// autoRun checks the scheduled publishes once a minute (src/lib/jobs/scheduled-publish.ts).
const AUTORUN_WAIT_MS = 100_000

type Version = { id: string; version: { title?: string } }

const homeHtml = async (request: APIRequestContext) => {
  const response = await request.get('/')
  expect(response.status()).toBe(200)
  return response.text()
}

test('a scheduled promotion shows only after its time, and a restored version at the next request', async ({ request }) => {
  test.setTimeout(240_000)
  const marketing = await staffHeaders(request, 'marketing')
  const admin = await staffHeaders(request, 'admin')
  const me = (await (await request.get('/api/users/me', { headers: marketing })).json()) as { user: { id: string } }
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

  try {
    // Warm the cached home page: it must not show the draft, now or from its cache later.
    expect(await homeHtml(request)).not.toContain(first)
    const at = new Date(Date.now() + 8_000)
    await schedulePublish({ collection: 'promotions', id: doc.id, at, user: { collection: 'users', id: me.user.id } })

    // Running the queue before the time publishes nothing.
    expect((await request.get('/api/payload-jobs/run?queue=default', { headers: admin })).status()).toBe(200)
    expect(await homeHtml(request)).not.toContain(first)
    expect(((await (await request.get(`/api/promotions/${doc.id}?depth=0`, { headers: marketing })).json()) as { _status: string })._status).toBe('draft')

    // After the time the server's schedule publishes it; the next request renders it.
    await expect
      .poll(async () => (await homeHtml(request)).includes(first), { timeout: AUTORUN_WAIT_MS, intervals: [2_000] })
      .toBe(true)
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())

    // A published change, then one action restores the scheduled version.
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
    const restored = await request.post(`/api/promotions/versions/${published.id}`, { headers: marketing })
    expect(restored.status()).toBe(200)
    html = await homeHtml(request)
    expect(html).toContain(first)
    expect(html).not.toContain(second)
  } finally {
    await request.delete(`/api/promotions/${doc.id}`, { headers: marketing })
  }
  expect(await homeHtml(request)).not.toContain(first)
})
