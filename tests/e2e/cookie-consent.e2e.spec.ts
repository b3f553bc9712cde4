import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { staffHeaders } from '../helpers/staff-api'

/**
 * The cookie banner in Chromium, from a fresh browser (no consent cookies): each tier's
 * buttons, the save after a choice, /legal without a banner, the settings dialog from the footer, the background
 * lock. Tiers are switched as the marketing user through REST and restored; the file runs alone after the
 * other specs, one test after another.
 */
test.describe.configure({ mode: 'serial' })
test.use({ storageState: { cookies: [], origins: [] } })

const ALL = 'essential,functional,analytics,targeting'
type ConsentGlobal = { tier: string; display?: string | null; bg_locked?: boolean | null }

let original: ConsentGlobal

async function setConsent(request: APIRequestContext, data: Partial<ConsentGlobal>): Promise<void> {
  const saved = await request.post('/api/globals/cookie-consent', {
    data,
    headers: await staffHeaders(request, 'marketing'),
  })
  expect(saved.status()).toBe(200)
}

async function consentCookies(page: Page): Promise<Record<string, string>> {
  const cookies = await page.context().cookies()
  return Object.fromEntries(
    cookies.filter(({ name }) => name === 'allowCookies' || name === 'displayCookies').map(({ name, value }) => [
      name,
      decodeURIComponent(value),
    ]),
  )
}

const banner = (page: Page) => page.getByRole('region', { name: 'We value your privacy' })

test.beforeAll(async ({ request }) => {
  const found = await request.get('/api/globals/cookie-consent?depth=0')
  original = (await found.json()) as ConsentGlobal
  await setConsent(request, { tier: '2', display: null, bg_locked: false })
})

test.afterAll(async ({ request }) => {
  await setConsent(request, { tier: original.tier, display: original.display ?? null, bg_locked: original.bg_locked ?? false })
})

test('tier 2: consent required, the choice saved and the banner gone for good, none on /legal', async ({ page }) => {
  await page.goto('/legal/cookie-policy')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(banner(page)).toHaveCount(0)

  await page.goto('/')
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('button')).toHaveText(['Customize', 'Accept all'])
  expect(await consentCookies(page)).toEqual({})
  await expectNoAxeViolations(page)

  await banner(page).getByRole('button', { name: 'Accept all' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookies(page)).toEqual({ allowCookies: ALL, displayCookies: 'hide' })
  await page.goto('/used-cars-for-sale')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(banner(page)).toHaveCount(0)
})

test('customize by keyboard; the footer link reopens the settings and withdraws a category', async ({ page }) => {
  await page.goto('/')
  await banner(page).getByRole('button', { name: 'Customize' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Customize' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: /Essential/ })).toBeDisabled()
  await expect(dialog.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/legal/cookie-policy')
  await expectNoAxeViolations(page)

  await dialog.getByRole('checkbox', { name: 'Analytics' }).focus()
  await page.keyboard.press('Space')
  await dialog.getByRole('button', { name: 'Save preferences' }).focus()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookies(page)).toEqual({ allowCookies: 'essential,analytics', displayCookies: 'hide' })

  // Later, from the footer: the dialog shows the saved choice; withdrawing analytics saves at once.
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })
  await footerLink.click()
  await expect(dialog.getByRole('checkbox', { name: 'Analytics' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked()
  await dialog.getByRole('checkbox', { name: 'Analytics' }).uncheck()
  await dialog.getByRole('button', { name: 'Save preferences' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(async () => (await consentCookies(page)).allowCookies).toBe('essential')
  await expect(footerLink).toBeFocused()
  // Escape closes without a change.
  await footerLink.click()
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  expect((await consentCookies(page)).allowCookies).toBe('essential')
})

test('tier 3 adds Deny: essential, functional and analytics only', async ({ page, request }) => {
  await setConsent(request, { tier: '3' })
  await page.goto('/')
  await expect(banner(page).getByRole('button')).toHaveText(['Customize', 'Accept all', 'Decline advertising cookies'])
  await banner(page).getByRole('button', { name: 'Decline advertising cookies' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect(await consentCookies(page)).toEqual({ allowCookies: 'essential,functional,analytics', displayCookies: 'hide' })
})

test('tier 1 grants everything at once and offers only close-and-continue; tier 0 shows nothing', async ({ page, request }) => {
  await setConsent(request, { tier: '1' })
  await page.goto('/')
  await expect(banner(page).getByRole('button')).toHaveText(['Close and continue'])
  expect((await consentCookies(page)).allowCookies).toBe(ALL)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveCount(0)
  await banner(page).getByRole('button', { name: 'Close and continue' }).click()
  await expect(banner(page)).toHaveCount(0)
  expect((await consentCookies(page)).displayCookies).toBe('hide')

  await setConsent(request, { tier: '0' })
  await page.context().clearCookies()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(async () => (await consentCookies(page)).allowCookies).toBe(ALL)
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('force shows on /legal too; the background lock keeps the page out of reach until a choice', async ({ page, request }) => {
  await setConsent(request, { tier: '2', display: 'force', bg_locked: true })
  await page.goto('/legal/cookie-policy')
  const locked = page.getByRole('dialog', { name: 'We value your privacy' })
  await expect(locked).toBeVisible()
  await expect(locked.getByRole('button', { name: 'Customize' })).toBeFocused()
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(true)
  await expectNoAxeViolations(page)

  await locked.getByRole('button', { name: 'Accept all' }).click()
  await expect(locked).toHaveCount(0)
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(false)
  expect(await consentCookies(page)).toEqual({ allowCookies: ALL, displayCookies: 'hide' })
})
