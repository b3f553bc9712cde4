/**
 * Price alerts in Chromium: a shopper asks for a price alert on a vehicle page with the keyboard only, sees the
 * success state, gets the confirmation email (the outbox of the e2e server), confirms by its link and unsubscribes
 * with the page's button; a broken link is a 4xx page. axe finds no WCAG 2.1 AA violation on the form, the
 * confirm and unsubscribe pages.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { expectNoAxeViolations } from '../helpers/axe'
import { e2eDataDir } from '../helpers/sms-outbox'
import { staffHeaders, uniqueEmail } from '../helpers/staff-api'

type ListedVehicle = { id: string; slug: string; condition: string }
type Subscription = { status: string; kind: string; event: string }

async function publicVehicle(request: APIRequestContext): Promise<ListedVehicle> {
  const response = await request.get('/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=used')
  const { docs } = (await response.json()) as { docs: ListedVehicle[] }
  const vehicle = docs.at(0)
  if (!vehicle) throw new Error('the seeded database lists no used vehicle')
  return vehicle
}

async function subscriptionsOf(request: APIRequestContext, email: string): Promise<Subscription[]> {
  const response = await request.get(`/api/alert-subscriptions?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
    headers: await staffHeaders(request, 'sales'),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Subscription[] }).docs
}

/** The text of the outbox's emails to `email` (quoted-printable undone), oldest first. */
function mailsTo(email: string): string[] {
  const dir = path.join(e2eDataDir(), 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
}

const linkPath = (mail: string, route: string) => {
  const match = new RegExp(`https?://[^/\\s]+(${route}\\?token=[A-Za-z0-9_.-]+)`).exec(mail)
  if (!match) throw new Error(`no ${route} link in the email`)
  return match[1]
}

test('price alert: keyboard sign-up on a VDP, confirmation email, confirm and unsubscribe pages', async ({ page }) => {
  const vehicle = await publicVehicle(page.request)
  const email = uniqueEmail('alert')
  await page.goto(`/${vehicle.condition}-cars-for-sale/${vehicle.slug}`)
  await page.waitForLoadState('networkidle')
  const form = page.getByRole('region', { name: 'Tell me if the price drops' })
  await expect(form).toBeVisible()
  await expectNoAxeViolations(page)

  // Keyboard only: Tab reaches the email field (the honeypot is out of the tab order), then the button.
  const field = form.getByLabel('Email')
  await field.focus()
  await page.keyboard.type('not-an-email')
  await page.keyboard.press('Enter')
  await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  await expect(field).toBeFocused()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(form.getByRole('button', { name: 'Email me' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByText('Check your inbox')).toBeFocused()
  await expect(form.getByText('Your alert starts once you confirm it.')).toBeVisible()
  await expectNoAxeViolations(page)

  await expect.poll(async () => (await subscriptionsOf(page.request, email)).map((sub) => sub.status)).toEqual(['pending'])
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBe(1)
  const [mail] = mailsTo(email)
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)

  const confirm = await page.goto(linkPath(mail, '/api/alerts/confirm'))
  expect(confirm?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Your alert is on' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await subscriptionsOf(page.request, email))[0]).toMatchObject({ status: 'active', kind: 'price-drop', event: 'PRICE_DROP_ALERT' })

  const unsubscribe = await page.goto(linkPath(mail, '/api/alerts/unsubscribe'))
  expect(unsubscribe?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Stop alert emails' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Showing the page changes nothing (mail scanners open links); the button does.
  expect((await subscriptionsOf(page.request, email))[0].status).toBe('active')
  await page.getByRole('button', { name: 'Unsubscribe' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await subscriptionsOf(page.request, email))[0].status).toBe('unsubscribed')
})

test('a broken alert link is a 4xx page, not an error', async ({ page }) => {
  const response = await page.goto('/api/alerts/confirm?token=broken')
  expect(response?.status()).toBe(400)
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect((await page.request.post('/api/alerts/unsubscribe?token=broken')).status()).toBe(400)
})

test('an SRP offers the saved-search alert for its own listing', async ({ page }) => {
  await page.goto('/used-cars-for-sale')
  const form = page.getByRole('region', { name: 'Tell me about new matches' })
  await expect(form.getByLabel('Email')).toBeVisible()
  await expectNoAxeViolations(page)
})
