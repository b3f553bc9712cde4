/**
 * Alerts end to end on the real Local API and a loopback SMTP server: a sign-up through the endpoint's
 * core sends the confirmation and nothing else; the signed link activates it; a price edit's job sends one email
 * with RFC 8058 headers and the store's address; a feed import's new matches make one digest a day per address;
 * the one-click unsubscribe stops every email; bad input is a 400 with field messages and a bad or expired link a
 * 4xx page; visitors can neither read nor create subscriptions through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAbuseLimiter } from '@/lib/abuse/limiter'
import { releaseHeldDigests } from '@/lib/alerts/digest'
import { handleAlertPost, type AlertResult } from '@/lib/alerts/intake'
import { confirmAlert, unsubscribeAddress, unsubscribePrompt } from '@/lib/alerts/links'
import { alertTokenKey, signAlertToken } from '@/lib/alerts/token'
import { importInventoryFeed } from '@/lib/inventory-feed/apply'
import { LEAD_QUEUE } from '@/lib/leads/delivery/constants'
import { UNKNOWN_IP } from '@/lib/http/client-ip'

import { createFixture, createRefs, type Refs } from '../helpers/fixtures'
import { feedCsv, feedRow } from '../helpers/inventory-feed'
import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { mailText, startLoopbackSmtp, type LoopbackSmtp, type ReceivedMail } from '../helpers/smtp'

const SERVER_URL = 'https://cars.test'
let t: TestPayload
let smtp: LoopbackSmtp
let refs: Refs
let camryId: string
const limiter = createAbuseLimiter({ keyPrefix: 'alerts-int' })

beforeAll(async () => {
  smtp = await startLoopbackSmtp()
  t = await createTestPayload('alerts', { SMTP_URL: smtp.url, JOBS_AUTORUN: 'false', NEXT_PUBLIC_SERVER_URL: SERVER_URL })
  refs = await createRefs(t.payload)
  camryId = await createFixture(t.payload, 'vehicles', refs, { make: 'Toyota', model: 'Camry', price: 21_000 })
  await t.payload.updateGlobal({
    slug: 'store-settings',
    data: { dealership: { name: 'Rockford Motors', addressLine1: '100 Main St', city: 'Rockford', stateShort: 'IL', zip: '61101' } },
    context: NO_REVALIDATE,
  })
}, 120_000)

afterAll(async () => {
  await t?.cleanup()
  await smtp?.close()
})

const post = (body: unknown, cookies: Record<string, string> = {}): Promise<AlertResult> =>
  handleAlertPost(
    { payload: t.payload, limiter, now: () => new Date(), heldLogger: { error: () => undefined } },
    { contentType: 'application/json', clientIp: UNKNOWN_IP, cookies, body: new TextEncoder().encode(JSON.stringify(body)) },
  )

const signUp = (email: string, target: Record<string, string>) => ({
  email,
  ...target,
  idempotencyKey: crypto.randomUUID(),
  pageUrl: `${SERVER_URL}/used-cars-for-sale`,
  website: '',
  fillMs: 6000,
})

/** Runs the queue until it is empty (a match job queues a digest job). */
async function runJobs(): Promise<void> {
  for (let round = 0; round < 5; round++) {
    await t.payload.jobs.run({ queue: LEAD_QUEUE, limit: 50 })
    const { totalDocs } = await t.payload.count({
      collection: 'payload-jobs',
      where: { and: [{ queue: { equals: LEAD_QUEUE } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    })
    if (totalDocs === 0) return
  }
}

const textOf = (mail: ReceivedMail) => mailText(mail).replace(/\r\n/g, '\n')
const mailsTo = (email: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(email))
const headersOf = (mail: ReceivedMail) => mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')
const linkIn = (mail: ReceivedMail, path: string) => {
  const match = new RegExp(`${SERVER_URL}${path}\\?token=([A-Za-z0-9_.-]+)`).exec(textOf(mail))
  return match?.[1] ?? null
}

async function subscriptionOf(email: string) {
  const { docs } = await t.payload.find({ collection: 'alert-subscriptions', where: { email: { equals: email } }, depth: 0 })
  return docs
}

async function confirmedSignUp(email: string, target: Record<string, string>): Promise<void> {
  expect((await post(signUp(email, target))).status).toBe(201)
  await runJobs()
  const token = linkIn(mailsTo(email).at(-1) as ReceivedMail, '/api/alerts/confirm')
  expect((await confirmAlert(t.payload, token, new Date())).status).toBe(200)
}

describe('sign-up and confirmation', () => {
  const email = 'watcher@example.com'

  it('stores a pending subscription as a lead and sends only the confirmation', async () => {
    const result = await post(signUp(email, { kind: 'price-drop', vehicleId: refs.vehicle }), {
      uniqueUserId: '2f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      adsValues: JSON.stringify({ utm_source: 'newsletter' }),
    })
    expect(result).toMatchObject({ status: 201, body: { ok: true } })
    const [sub] = await subscriptionOf(email)
    expect(sub).toMatchObject({
      status: 'pending',
      kind: 'price-drop',
      event: 'PRICE_DROP_ALERT',
      visitorId: '2f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      adsValues: { utm_source: 'newsletter' },
      watchedPrice: 24_995,
    })
    await runJobs()
    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0].raw).toMatch(/Subject: Confirm your price alert/)
    expect(headersOf(mails[0])).toContain(`List-Unsubscribe: <${SERVER_URL}/api/alerts/unsubscribe?token=`)
    expect(headersOf(mails[0])).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(textOf(mails[0])).toContain('100 Main St')

    // Nothing but the confirmation goes to a pending address, whatever happens to the car.
    await t.payload.update({ collection: 'vehicles', id: refs.vehicle, data: { price: 23_995 }, context: NO_REVALIDATE })
    await runJobs()
    expect(mailsTo(email)).toHaveLength(1)
  })

  it('activates the subscription from the signed link, and again harmlessly', async () => {
    const token = linkIn(mailsTo(email)[0], '/api/alerts/confirm')
    expect(token).not.toBeNull()
    expect(await confirmAlert(t.payload, token, new Date())).toMatchObject({ status: 200, title: 'alerts.pages.confirmed-title' })
    expect((await subscriptionOf(email))[0]).toMatchObject({ status: 'active', confirmedAt: expect.any(String) })
    expect((await confirmAlert(t.payload, token, new Date())).status).toBe(200)
  })

  it('answers a bad or expired link with a 4xx page', async () => {
    const [sub] = await subscriptionOf(email)
    const old = signAlertToken('confirm', String(sub.id), alertTokenKey(), new Date(Date.now() - 8 * 86_400_000))
    expect((await confirmAlert(t.payload, old, new Date())).status).toBe(410)
    expect((await confirmAlert(t.payload, 'junk', new Date())).status).toBe(400)
    expect((await confirmAlert(t.payload, null, new Date())).status).toBe(400)
    const unknown = signAlertToken('confirm', '999999', alertTokenKey(), new Date())
    expect((await confirmAlert(t.payload, unknown, new Date())).status).toBe(404)
    expect(unsubscribePrompt('junk', new Date()).status).toBe(400)
    expect((await unsubscribeAddress(t.payload, signAlertToken('confirm', email, alertTokenKey(), new Date()), new Date())).status).toBe(400)
  })

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = (await t.payload.count({ collection: 'alert-subscriptions' })).totalDocs
    expect(await post(signUp('not-an-email', { kind: 'price-drop', vehicleId: refs.vehicle }))).toMatchObject({
      status: 400,
      body: { ok: false, errors: { email: 'Please enter a valid email address' } },
    })
    expect(await post(signUp('', { kind: 'price-drop', vehicleId: refs.vehicle }))).toMatchObject({
      status: 400,
      body: { errors: { email: 'This field is required' } },
    })
    expect((await post(signUp('a@example.com', { kind: 'new-matches', searchPath: '/used-cars-for-sale/ford-f150' }))).body).toEqual({
      ok: false,
      errors: { searchPath: expect.stringContaining('cannot be saved') },
    })
    expect((await post(signUp('a@example.com', { kind: 'price-drop', vehicleId: '999999' }))).status).toBe(400)
    expect((await post('not an object')).status).toBe(400)
    expect((await t.payload.count({ collection: 'alert-subscriptions' })).totalDocs).toBe(before)
  })

  it('goes through the lead forms\' bot checks: a honeypot stores nothing, a too-fast post must solve a challenge', async () => {
    const before = (await t.payload.count({ collection: 'alert-subscriptions' })).totalDocs
    const honeypot = await post({ ...signUp('bot@example.com', { kind: 'price-drop', vehicleId: refs.vehicle }), website: 'http://spam' })
    expect(honeypot).toMatchObject({ status: 201, body: { ok: true } })
    const fast = await post({ ...signUp('fast@example.com', { kind: 'price-drop', vehicleId: refs.vehicle }), fillMs: 100 })
    expect(fast).toMatchObject({ status: 428, body: { ok: false, challenge: expect.any(Object) } })
    expect((await t.payload.count({ collection: 'alert-subscriptions' })).totalDocs).toBe(before)
  })

  it('lets staff read subscriptions and keeps visitors out', async () => {
    await expect(t.payload.find({ collection: 'alert-subscriptions', overrideAccess: false })).rejects.toThrow()
    await expect(
      t.payload.create({ collection: 'alert-subscriptions', data: { email: 'x@example.com', kind: 'price-drop', event: 'PRICE_DROP_ALERT', status: 'pending' }, overrideAccess: false }),
    ).rejects.toThrow()
  })
})

describe('price drops', () => {
  const email = 'dropper@example.com'

  it('a price edit sends one email with the drop, the unsubscribe headers and the store address', async () => {
    await confirmedSignUp(email, { kind: 'price-drop', vehicleId: camryId })
    const before = mailsTo(email).length
    await t.payload.update({ collection: 'vehicles', id: camryId, data: { price: 19_500 } })
    await runJobs()
    const mails = mailsTo(email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails[before]
    expect(mail.raw).toMatch(/Subject: Price drop: 2021 Toyota Camry/)
    expect(headersOf(mail)).toMatch(/List-Unsubscribe: <https:\/\/cars\.test\/api\/alerts\/unsubscribe\?token=[^>]+>/)
    expect(headersOf(mail)).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    const text = textOf(mail)
    expect(text).toContain('now $19,500 (was $21,000)')
    expect(text).toContain('Rockford Motors\n100 Main St\nRockford, IL 61101')
    // A rise is no news.
    await t.payload.update({ collection: 'vehicles', id: camryId, data: { price: 20_000 } })
    await runJobs()
    expect(mailsTo(email)).toHaveLength(before + 1)
  })

  it('the one-click POST unsubscribes without a login, and no email follows', async () => {
    const token = linkIn(mailsTo(email).at(-1) as ReceivedMail, '/api/alerts/unsubscribe')
    expect(unsubscribePrompt(token, new Date())).toMatchObject({ status: 200, form: { action: expect.stringContaining(token ?? 'x') } })
    expect((await subscriptionOf(email))[0].status).toBe('active')
    expect(await unsubscribeAddress(t.payload, token, new Date())).toMatchObject({ status: 200, title: 'alerts.pages.unsubscribed-title' })
    expect((await subscriptionOf(email))[0]).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(String) })
    const before = mailsTo(email).length
    await t.payload.update({ collection: 'vehicles', id: camryId, data: { price: 15_000 } })
    await runJobs()
    expect(mailsTo(email)).toHaveLength(before)
  })
})

describe('saved searches after a feed import', () => {
  const email = 'searcher@example.com'
  let vinNumber = 900

  /** The stored inventory plus new rows: a feed leaves out nothing that should stay for sale. */
  async function importWith(rows: ReturnType<typeof feedRow>[]) {
    const { docs } = await t.payload.find({ collection: 'vehicles', where: { status: { equals: 'available' } }, pagination: false, depth: 0 })
    const stored = docs.map(({ vin, condition, year, make, model, price }) => ({ vin, condition, year, make, model, price }))
    const outcome = await importInventoryFeed(t.payload, feedCsv([...stored, ...rows]))
    expect(outcome.ok).toBe(true)
    await runJobs()
  }

  it('sends one digest of the new matches, and at most one a day', async () => {
    await confirmedSignUp(email, { kind: 'new-matches', searchPath: '/used-cars-for-sale/toyota' })
    expect((await subscriptionOf(email))[0].searchPath).toBe('/used-cars-for-sale/toyota')
    const before = mailsTo(email).length
    await importWith([
      feedRow(vinNumber++, { make: 'Toyota', model: 'RAV4', year: 2022, price: 27_500 }),
      feedRow(vinNumber++, { make: 'Ford', model: 'Escape', price: 22_000 }),
    ])
    expect(mailsTo(email)).toHaveLength(before + 1)
    const text = textOf(mailsTo(email)[before])
    expect(text).toContain('New matches for your search')
    expect(text).toContain('2022 Toyota RAV4')
    expect(text).toContain('$27,500')
    expect(text).not.toContain('Ford')
    expect(text).toContain('100 Main St')

    // A second import the same day: the match waits for tomorrow's digest.
    await importWith([feedRow(vinNumber++, { make: 'Toyota', model: 'Corolla', price: 18_000 })])
    expect(mailsTo(email)).toHaveLength(before + 1)
    const [sub] = await subscriptionOf(email)
    expect(sub.pendingMatches).toHaveLength(1)

    // A day later the hourly release sends it.
    const dayAgo = new Date(Date.now() - 24 * 3_600_000 - 60_000).toISOString()
    await t.payload.update({ collection: 'alert-subscriptions', id: sub.id, data: { lastEmailedAt: dayAgo } })
    expect(await releaseHeldDigests(t.payload)).toEqual([email])
    await runJobs()
    expect(mailsTo(email)).toHaveLength(before + 2)
    expect(textOf(mailsTo(email)[before + 1])).toContain('Toyota Corolla')
    expect((await subscriptionOf(email))[0].pendingMatches).toBeNull()
  })
})
