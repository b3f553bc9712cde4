import { expect, test, type Page } from '@playwright/test'

/**
 * An open page follows deployments: builds/latest.json names the running build; a page
 * that learns of another one reloads once the visitor is away (here: the tab is hidden), but not while a form
 * holds unsent input; a chunk-load error reloads at most once per path within 10 s. A marker on `window` tells a
 * reload apart: it is gone after one.
 */

async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __stillHere: true }))
}
const markerGone = (page: Page) =>
  page.evaluate(() => !(window as Window & { __stillHere?: boolean }).__stillHere)

/** Pretends the visitor switched tabs: the page sees visibilityState 'hidden' and the event. */
async function hideTab(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test('builds/latest.json names the running build, uncached', async ({ request }) => {
  const first = await request.get('/builds/latest.json?timestamp=1')
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toContain('no-store')
  const a = (await first.json()) as { id: string; timestamp: number }
  expect(a.id).toMatch(/^[\w-]{8,}$/)
  const b = (await (await request.get('/builds/latest.json?timestamp=2')).json()) as { id: string; timestamp: number }
  expect(b.id).toBe(a.id)
  expect(b.timestamp).toBeGreaterThanOrEqual(a.timestamp)
})

test('a new deployment reloads a page the visitor left, never one with unsent form input', async ({ page }) => {
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: 1 } }))

  // Unsent input: the contact form has a typed name, so the page stays as it is.
  await page.goto('/contact-us')
  await page.waitForLoadState('networkidle')
  await page.getByLabel('First name').first().fill('Dana')
  await setMarker(page)
  const asked = page.waitForRequest('**/builds/latest.json*')
  await hideTab(page)
  await asked
  await page.waitForTimeout(1000)
  expect(await markerGone(page)).toBe(false)
  await expect(page.getByLabel('First name').first()).toHaveValue('Dana')

  // Nothing typed: the hidden page reloads onto the new build.
  await page.goto('/our-company/meet-our-team')
  await page.waitForLoadState('networkidle')
  await setMarker(page)
  const reloaded = page.waitForEvent('load')
  await hideTab(page)
  await reloaded
  expect(await markerGone(page)).toBe(true)
})

test('the same build never reloads', async ({ page }) => {
  await page.goto('/our-company/meet-our-team')
  await page.waitForLoadState('networkidle')
  await setMarker(page)
  const asked = page.waitForResponse('**/builds/latest.json*')
  await hideTab(page)
  await asked
  await page.waitForTimeout(1000)
  expect(await markerGone(page)).toBe(false)
})

test('a chunk-load error reloads once per path within 10 s', async ({ page }) => {
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Loading chunk 4417 failed.'), { name: 'ChunkLoadError' })
      window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    })
  await page.goto('/our-company/meet-our-team')
  await page.waitForLoadState('networkidle')
  await setMarker(page)
  const reloaded = page.waitForEvent('load')
  await failChunk()
  await reloaded
  expect(await markerGone(page)).toBe(true)

  // The reload was logged for this path. Again within 10 s: guarded, no second reload. (The log's time is set to
  // now first, so a slow machine's wait for the reloaded page cannot run the clock past the guard.)
  await page.waitForLoadState('networkidle')
  const logged = await page.evaluate(() => JSON.parse(sessionStorage.getItem('chunkReloads') ?? '{}') as Record<string, number>)
  expect(logged['/our-company/meet-our-team']).toBeGreaterThan(0)
  await page.evaluate(() => sessionStorage.setItem('chunkReloads', JSON.stringify({ [location.pathname]: Date.now() })))
  await setMarker(page)
  await failChunk()
  await page.waitForTimeout(1000)
  expect(await markerGone(page)).toBe(false)
})
