import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { DEV_USER_EMAILS, devUserPassword } from '../helpers/dev-users'
import { withLoginLock } from '../helpers/staff-api'

/**
 * Security headers and the Content-Security-Policy against the production server: every answer carries
 * the header set from src/server/security-headers.mjs, every public route runs under the nonce policy with zero
 * violations and still hydrates, cached pages get a new nonce per answer, and the admin works under its own policy.
 */

const STATIC_ROUTES = [
  '/',
  '/cars-for-sale',
  '/used-cars-for-sale',
  '/new-cars-for-sale',
  '/certified-cars-for-sale',
  '/used-cars-for-sale/suvs',
  '/contact-us',
  '/auto-financing',
  '/auto-financing/apply-for-financing',
  '/auto-financing/free-credit-score-pre-approval',
  '/auto-financing/full-credit-application',
  '/sell-trade-my-car',
  '/service',
  '/our-company',
  '/our-company/careers',
  '/our-company/meet-our-team',
  '/vehicle-protection-plans',
  '/help-center',
  '/car-research',
  '/car-research/body-styles',
  '/car-research/search?q=financing',
  '/special-offers',
  '/legal/privacy-policy',
  '/legal/cookie-policy',
  '/legal/terms-of-sale',
  '/legal/electronic-signature-disclosure',
  '/this-page-does-not-exist',
]

type Listed = { docs: Array<{ slug: string; condition?: string }> }

/** One path of each kind of document page, from the seeded data. */
async function documentRoutes(request: APIRequestContext): Promise<string[]> {
  const first = async (url: string) => ((await (await request.get(url)).json()) as Listed).docs[0]
  const vehicle = await first('/api/vehicles?limit=1&depth=0&sort=vin&where[status][equals]=available')
  const article = await first('/api/articles?limit=1&depth=0&where[_status][equals]=published')
  const staff = await first('/api/staff?limit=1&depth=0')
  const category = await first('/api/help-center-categories?limit=1&depth=0')
  return [
    `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`,
    `/car-research/${article.slug}`,
    `/our-company/meet-our-team/${staff.slug}`,
    `/help-center/${category.slug}`,
  ]
}

/** Records CSP violations (the DOM event and Chromium's console report) from before the first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** A header disclosure opens on click: React hydrated, its scripts ran under the policy. */
async function expectHydrated(page: Page) {
  const toggle = page.getByRole('banner').locator('button[aria-expanded]').first()
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1]

test.describe('the header set', () => {
  test('public pages, the API and the admin carry it from one place', async ({ request }) => {
    const [vdp] = await documentRoutes(request)
    for (const path of ['/', '/used-cars-for-sale', vdp, '/admin/login', '/api/health', '/api/vehicles?limit=1']) {
      const response = await request.get(path)
      const headers = response.headers()
      expect(response.status(), path).toBeLessThan(400)
      expect(headers['x-content-type-options'], path).toBe('nosniff')
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy'], path).toContain('geolocation=(self)')
      expect(headers['permissions-policy'], path).toContain('camera=()')
      // The e2e server is plain HTTP: HSTS would pin a port without TLS.
      expect(headers['strict-transport-security'], path).toBeUndefined()
      const csp = headers['content-security-policy']
      expect(csp, path).toContain("object-src 'none'")
      if (path.startsWith('/admin')) {
        expect(csp).toContain("frame-ancestors 'self'")
        expect(headers['x-frame-options']).toBe('SAMEORIGIN')
      } else {
        expect(csp, path).toContain("frame-ancestors 'none'")
        expect(headers['x-frame-options'], path).toBe('DENY')
      }
      if (!path.startsWith('/admin') && !path.startsWith('/api')) {
        const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))
        expect(scriptSrc, path).not.toContain('unsafe-inline')
        expect(csp, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic' 'self'/)
      }
    }
  })

  test('a cached page gets a new nonce in every answer, in the header and in its scripts', async ({ request }) => {
    const nonces = new Set<string>()
    let hits = 0
    for (let i = 0; i < 4; i++) {
      const response = await request.get('/used-cars-for-sale', { headers: { 'accept-encoding': i % 2 ? 'gzip' : 'identity' } })
      const nonce = nonceOf(response.headers()['content-security-policy'])
      const html = await response.text()
      expect(nonce).toBeTruthy()
      expect(html).toContain(`nonce="${nonce}"`)
      expect(html).not.toContain('dealershipCspNoncePlaceholder')
      if (response.headers()['x-page-cache'] === 'HIT') hits++
      nonces.add(String(nonce))
    }
    expect(nonces.size).toBe(4)
    // Another spec's edit may expire the page meanwhile; asked again, the micro-cache answers, with a fresh nonce.
    if (hits === 0) {
      await expect(async () => {
        const response = await request.get('/used-cars-for-sale')
        const nonce = String(nonceOf(response.headers()['content-security-policy']))
        expect(await response.text()).toContain(`nonce="${nonce}"`)
        expect(nonces.has(nonce)).toBe(false)
        nonces.add(nonce)
        expect(response.headers()['x-page-cache'], 'the page micro-cache still answers').toBe('HIT')
      }).toPass({ timeout: 20_000 })
    }
  })
})

test.describe('every public route under the policy', () => {
  test.describe.configure({ timeout: 240_000 })

  test('runs without a CSP violation and hydrates', async ({ page, request }) => {
    const violations = await watchViolations(page)
    for (const path of [...STATIC_ROUTES, ...(await documentRoutes(request))]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBeLessThan(500)
      await page.waitForLoadState('networkidle')
      await expectHydrated(page)
      expect(violations, path).toEqual([])
    }
  })

  test('a script injected without the nonce is refused (the policy is enforced)', async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto('/contact-us')
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => {
      const injected = document.createElement('div')
      injected.innerHTML = '<img src="x" onerror="window.__injected = true">'
      document.body.append(injected)
    })
    await expect.poll(() => violations.length).toBeGreaterThan(0)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  })
})

test('the admin loads and logs in under its policy without a violation; staff pages may be framed for live preview', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(DEV_USER_EMAILS.admin)
  await page.getByLabel(/password/i).fill(devUserPassword())
  await withLoginLock(async () => {
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
  })
  await expect(page.getByRole('link', { name: /vehicles/i }).first()).toBeVisible()
  await page.goto('/admin/collections/vehicles')
  await expect(page.getByRole('table')).toBeVisible()
  expect(violations).toEqual([])
  // Signed in, a site page may be framed by the admin's live preview (same origin only).
  const preview = await page.request.get('/next/preview?path=/', { maxRedirects: 0 })
  expect(preview.headers()['content-security-policy']).toContain("frame-ancestors 'self'")
})
