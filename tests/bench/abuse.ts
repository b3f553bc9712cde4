/**
 * `npm run bench:abuse`: a benchmark, not a test ("abuse that never costs a real lead"). Seeds a
 * throwaway SQLite database, starts the production server (server.mjs) with TRUST_PROXY=1 on loopback, and sends
 * ABUSE_POSTS (2,000) scripted contact and test-drive posts from ABUSE_ADDRESSES (4) addresses (X-Forwarded-For)
 * while a "real shopper" sends one contact message and one test drive through the real browser forms (Chromium)
 * every few seconds, each from an address and browser of their own. Prints the shopper's leads that landed (201
 * and stored), what the script got (accepted, refused, challenged) and any 5xx. The README quotes a run.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, type Browser } from 'playwright'

import { sampleBody } from '@/lib/leads/samples'

process.env.TEST_NEXT_DIST_DIR ||= '.next-bench'
const { ensureBuild, repoRoot } = await import('../helpers/next-build.mjs')
const { startNextServer } = await import('../helpers/next-server')
const { DEV_USER_EMAILS, devUserPassword } = await import('../helpers/dev-users')

const POSTS = Number(process.env.ABUSE_POSTS || 2000)
const ADDRESSES = Number(process.env.ABUSE_ADDRESSES || 4)
const CONCURRENCY = Number(process.env.ABUSE_CONCURRENCY || 8)
const SHOPPER_EVERY_MS = Number(process.env.ABUSE_SHOPPER_EVERY_MS || 3000)
const port = Number(process.env.BENCH_PORT || 3391)
const SECRET = 'bench-abuse'
const LEAD_KEY = Buffer.alloc(32, 3).toString('base64')

type Tally = Map<number, number>
const bump = (tally: Tally, status: number) => tally.set(status, (tally.get(status) ?? 0) + 1)

function seed(dataDir: string): Record<string, string> {
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${path.join(dataDir, 'abuse.db')}`,
    PAYLOAD_SECRET: SECRET,
    LEAD_ENCRYPTION_KEY: LEAD_KEY,
  }
  // Seeded as a developer does (the dev users exist, to read the leads back as the manager).
  const seeded = spawnSync('npm', ['run', 'seed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'development', SEED_ON_INIT: 'false', SMTP_URL: '' },
  })
  if (seeded.status !== 0) throw new Error(`seed failed with exit code ${seeded.status}`)
  return env
}

/** The script: plain API posts, as fast as CONCURRENCY allows, from a handful of addresses. */
async function flood(baseUrl: string, vehicleId: string): Promise<Tally> {
  const tally: Tally = new Map()
  let next = 0
  const worker = async () => {
    while (next < POSTS) {
      const i = next++
      const form = i % 2 ? 'contact' : 'test-drive'
      const body = {
        ...sampleBody(form, { vehicleId }),
        email: `buyer${i % 40}@spam.example`,
        phone: `(815) 555-${String(i % 90).padStart(4, '0')}`,
      }
      try {
        const response = await fetch(`${baseUrl}/api/forms/${form}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${(i % ADDRESSES) + 1}` },
          body: JSON.stringify(body),
        })
        await response.arrayBuffer()
        bump(tally, response.status)
      } catch {
        bump(tally, 0)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return tally
}

type ShopperLead = { form: string; email: string; status: number }

/** One shopper visit: a fresh browser context (its own cookies and address), a contact message and a test drive. */
async function shopperVisit(browser: Browser, baseUrl: string, vehiclePath: string, n: number): Promise<ShopperLead[]> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 640, height: 1000 },
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}` },
  })
  // A returning visitor who answered the cookie banner already (a fixed banner would cover the VDP's button).
  const host = new URL(baseUrl).hostname
  await context.addCookies(
    [
      ['displayCookies', 'hide'],
      ['allowCookies', 'essential'],
    ].map(([name, value]) => ({ name, value, domain: host, path: '/' })),
  )
  const page = await context.newPage()
  const leads: ShopperLead[] = []
  const finalAnswer = (form: string) =>
    page.waitForResponse((r) => r.url().endsWith(`/api/forms/${form}`) && r.status() !== 428, { timeout: 60_000 })
  const person = async (scope: ReturnType<Page['locator']> | Page, email: string) => {
    await scope.getByLabel('First name', { exact: true }).fill('Jane')
    await scope.getByLabel('Last name', { exact: true }).fill('Shopper')
    await scope.getByLabel('Email', { exact: true }).fill(email)
    await scope.getByLabel('Phone', { exact: true }).pressSequentially(`815555${String(1000 + n).slice(-4)}`)
  }
  try {
    await page.goto('/contact-us')
    await page.waitForTimeout(1500) // a person reads before typing
    const contactEmail = `shopper-${n}-contact-${Date.now()}@example.com`
    await person(page, contactEmail)
    await page.getByLabel('Inquiry type', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Message', { exact: true }).fill('Is this one still available?')
    const contact = finalAnswer('contact')
    await page.getByRole('button', { name: 'Send message' }).click()
    leads.push({ form: 'contact', email: contactEmail, status: (await contact).status() })

    await page.goto(vehiclePath)
    await page.waitForTimeout(1500) // and looks at the car
    // A lead visitor is offered the private reserve (the unlock-inventory popup): this shopper closes it.
    const offer = page.getByRole('dialog', { name: /private reserve/i })
    if (await offer.isVisible()) await offer.getByRole('button', { name: /close/i }).first().click()
    await page.getByRole('button', { name: 'Schedule a test drive' }).click({ timeout: 10_000 })
    const dialog = page.getByRole('dialog', { name: 'Schedule a test drive' })
    // The radios are visually hidden behind their labels: a keyboard shopper, as the e2e spec does it.
    const day = dialog.getByRole('radiogroup', { name: 'Available days' }).getByRole('radio').first()
    await day.focus()
    await page.keyboard.press('Space')
    await dialog.getByRole('button', { name: 'Continue' }).click()
    const time = dialog.getByRole('radiogroup', { name: 'Available times' }).getByRole('radio').first()
    await time.focus()
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    const driveEmail = `shopper-${n}-drive-${Date.now()}@example.com`
    await person(dialog, driveEmail)
    const drive = finalAnswer('test-drive')
    await dialog.getByRole('button', { name: 'Schedule test drive' }).click()
    leads.push({ form: 'test-drive', email: driveEmail, status: (await drive).status() })
  } catch (error) {
    if (process.env.ABUSE_SCREENSHOT)
      await page.screenshot({ path: process.env.ABUSE_SCREENSHOT }).catch(() => undefined)
    leads.push({ form: `visit ${n} failed: ${String(error).split('\n').slice(0, 4).join(' ')}`, email: '', status: 0 })
  } finally {
    await context.close()
  }
  return leads
}

type Page = import('playwright').Page

async function storedLeads(baseUrl: string, emails: string[]): Promise<number> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.250' },
    body: JSON.stringify({ email: DEV_USER_EMAILS.manager, password: devUserPassword() }),
  })
  const { token } = (await login.json()) as { token: string }
  let count = 0
  for (const email of emails) {
    const response = await fetch(
      `${baseUrl}/api/leads?depth=0&where[customer.email][equals]=${encodeURIComponent(email)}`,
      {
        headers: { Authorization: `JWT ${token}`, 'x-forwarded-for': '192.0.2.250' },
      },
    )
    count += ((await response.json()) as { totalDocs: number }).totalDocs
  }
  return count
}

ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-abuse-'))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  process.stdout.write('seeding…\n')
  const env = seed(dataDir)
  const server = await startNextServer({ port, env: { ...env, SEED_ON_INIT: 'false', TRUST_PROXY: '1' } })
  try {
    const listed = await (
      await fetch(`${server.url}/api/vehicles?limit=1&depth=0&sort=-vin&where[condition][equals]=used`)
    ).json()
    const vehicle = (listed as { docs: Array<{ id: string; slug: string; condition: string }> }).docs[0]
    const vehiclePath = `/${vehicle.condition}-cars-for-sale/${vehicle.slug}`
    await fetch(server.url + vehiclePath).then((r) => r.arrayBuffer())
    await fetch(`${server.url}/contact-us`).then((r) => r.arrayBuffer())
    process.stdout.write(
      `${POSTS} scripted posts from ${ADDRESSES} addresses; a shopper every ${SHOPPER_EVERY_MS} ms\n`,
    )
    const started = Date.now()
    let done = false
    const script = flood(server.url, String(vehicle.id)).finally(() => (done = true))
    const shopper: ShopperLead[] = []
    for (let n = 0; !done || n < 3; n++) {
      const visitStart = Date.now()
      shopper.push(...(await shopperVisit(browser, server.url, vehiclePath, n)))
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, SHOPPER_EVERY_MS - (Date.now() - visitStart))))
    }
    const tally = await script
    const seconds = (Date.now() - started) / 1000
    const landed = shopper.filter((lead) => lead.status === 201)
    const stored = await storedLeads(
      server.url,
      landed.map((lead) => lead.email),
    )
    const get = (status: number) => tally.get(status) ?? 0
    const fiveXx = [...tally].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)
    process.stdout.write(
      [
        `\nin ${seconds.toFixed(0)} s:`,
        `shopper: ${landed.length} of ${shopper.length} leads answered 201, ${stored} stored` +
          (landed.length < shopper.length
            ? ` (others: ${JSON.stringify(shopper.filter((l) => l.status !== 201))})`
            : ''),
        `script: ${get(201)} accepted (201), ${get(429)} refused (429), ${get(428)} asked for a challenge (428), ` +
          `${get(400)} invalid (400), ${fiveXx} 5xx, ${get(0)} without answer; all: ${JSON.stringify(Object.fromEntries(tally))}`,
        '',
      ].join('\n'),
    )
    if (landed.length !== shopper.length || stored !== landed.length || fiveXx > 0) process.exitCode = 1
  } finally {
    await server.stop()
  }
} finally {
  await browser.close()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
