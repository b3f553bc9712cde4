/**
 * Experiments in Chromium (a settings spec: it runs the seeded example experiment for a while and stops it again
 * in `finally`). A visitor in the 48-month variant sees the vehicle page's calculator start at 48 months and the
 * variant's text on the test-drive button, a control visitor the store's default and the site's text; the browser
 * records the exposure, and a lead it sends carries the variant.
 */
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'

import { assignVariant, EXPOSURE_COOKIE } from '@/lib/experiments'
import { sampleBody } from '@/lib/leads/samples'

import { E2E_BASE_URL } from '../helpers/e2e-env'
import { leadsOf, staffHeaders, uniqueEmail } from '../helpers/staff-api'

const NAME = 'finance-term-48'
const WEIGHTS = [
  { key: 'control', weight: 50 },
  { key: 'term-48', weight: 50 },
]

/** A visitor id that the experiment puts in `variant` (the same bucketing the browser and the server use). */
function visitorIn(variant: string): string {
  for (let n = 0; n < 1000; n += 1) {
    const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
    if (assignVariant(NAME, WEIGHTS, id) === variant) return id
  }
  throw new Error(`no visitor id lands in ${variant}`)
}

/** The 48-month variant's button text (a form text the vehicle page passes to `tr()`) while the spec runs it. */
const TEST_DRIVE_TEXTS = { 'Schedule a test drive': 'Book my test drive' }

type StoredVariant = { key: string; langs?: unknown }

/** Runs or stops the seeded experiment; running, the 48-month variant also changes a button's text. */
async function setStatus(request: APIRequestContext, status: 'running' | 'stopped'): Promise<void> {
  const headers = await staffHeaders(request, 'marketing')
  const found = await request.get(`/api/experiments?where[name][equals]=${NAME}&depth=0`, { headers })
  const doc = ((await found.json()) as { docs: Array<{ id: string; variants: StoredVariant[] }> }).docs.at(0)
  if (!doc) throw new Error(`the seed has no ${NAME} experiment`)
  const variants = doc.variants.map((variant) =>
    variant.key === 'term-48' ? { ...variant, langs: status === 'running' ? TEST_DRIVE_TEXTS : null } : variant,
  )
  const saved = await request.patch(`/api/experiments/${doc.id}`, { headers, data: { status, variants } })
  expect(saved.status()).toBe(200)
}

async function usedVehiclePath(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/vehicles?limit=1&depth=0&sort=vin&where[condition][equals]=used')
  const vehicle = ((await response.json()) as { docs: Array<{ slug: string }> }).docs.at(0)
  if (!vehicle) throw new Error('the seeded database lists no used vehicle')
  return `/used-cars-for-sale/${vehicle.slug}`
}

const visitorCookie = (value: string) => ({ name: 'uniqueUserId', value, url: E2E_BASE_URL })

async function exposureOf(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((entry) => entry.name === EXPOSURE_COOKIE)
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : null
}

test.describe('experiments', () => {
  test('a running experiment changes the calculator for its variant, and the lead records it', async ({
    browser,
    request,
  }) => {
    const path = await usedVehiclePath(request)
    await setStatus(request, 'running')
    try {
      const names = await request.get('/api/statsig/experiments')
      expect(await names.json()).toContain(NAME)

      for (const [variant, months] of [
        ['term-48', '48'],
        ['control', null],
      ] as const) {
        const context = await browser.newContext()
        try {
          await context.addCookies([visitorCookie(visitorIn(variant))])
          const page = await context.newPage()
          await page.goto(path)
          const term = page.getByLabel('Finance term')
          if (months) {
            await expect(term).toHaveValue(months)
            // The variant's text replaces the site's button text once the visitor is assigned.
            await expect(page.getByRole('button', { name: 'Book my test drive' }).first()).toBeVisible()
            await expect(page.getByRole('button', { name: 'Schedule a test drive' })).toHaveCount(0)
          } else {
            await expect.poll(() => exposureOf(context)).toEqual([{ experiment: NAME, variant }])
            await expect(term).not.toHaveValue('48')
            await expect(page.getByRole('button', { name: 'Schedule a test drive' }).first()).toBeVisible()
            await expect(page.getByRole('button', { name: 'Book my test drive' })).toHaveCount(0)
          }
          await expect.poll(() => exposureOf(context)).toEqual([{ experiment: NAME, variant }])

          const email = uniqueEmail(`experiment-${variant}`)
          const lead = await page.request.post('/api/forms/contact', { data: { ...sampleBody('contact'), email } })
          expect(lead.status()).toBe(201)
          const [stored] = await leadsOf<{ experiments?: Array<{ experiment: string; variant: string }> }>(request, email)
          expect(stored?.experiments).toEqual([expect.objectContaining({ experiment: NAME, variant })])
        } finally {
          await context.close()
        }
      }
      // Marketing's edit view counts the leads per variant (server-rendered below the form).
      const headers = await staffHeaders(request, 'marketing')
      const found = await request.get(`/api/experiments?where[name][equals]=${NAME}&depth=0`, { headers })
      const id = ((await found.json()) as { docs: Array<{ id: string }> }).docs.at(0)?.id
      const view = await request.get(`/admin/collections/experiments/${id}`, { headers })
      expect(view.status()).toBe(200)
      const html = await view.text()
      expect(html).toContain('Leads by variant')
      expect(html).toMatch(/<th scope="row"[^>]*>term-48<\/th><td[^>]*>50 %<\/td><td[^>]*>[1-9]\d*<\/td>/)
    } finally {
      await setStatus(request, 'stopped')
    }
    const after = await request.get('/api/statsig/experiments')
    expect(await after.json()).not.toContain(NAME)
  })

  test('without functional consent nobody is assigned and no cookie is written', async ({ browser, request }) => {
    const path = await usedVehiclePath(request)
    await setStatus(request, 'running')
    // The banner answered with essential cookies only (tier 2, the seeded one): no functional consent.
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } })
    try {
      await context.addCookies([
        { name: 'displayCookies', value: 'hide', url: E2E_BASE_URL },
        { name: 'allowCookies', value: 'essential', url: E2E_BASE_URL },
        visitorCookie(visitorIn('term-48')),
      ])
      const page = await context.newPage()
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      await expect(page.getByLabel('Finance term')).not.toHaveValue('48')
      expect(await exposureOf(context)).toBeNull()
    } finally {
      await context.close()
      await setStatus(request, 'stopped')
    }
  })
})
