import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { ROLES } from '@/access/roles'
import { createRelayLimiter, relayConversion, type RelayDeps, type RelayRequest } from '@/lib/tracking/relay'
import { readRelayConfig } from '@/lib/tracking/relay-config'

import { createTestPayload, NO_REVALIDATE, type TestPayload } from '../helpers/payload'
import { restClient, type RestClient } from '../helpers/rest'

/**
 * `POST /api/track/facebook` against a real Payload and a loopback HTTP server standing in for Meta's Graph API
 * (META_CAPI_URL): what Meta receives (hashed customer data, the pixel's event id, the token in the body), and that
 * nothing at all is sent without the store's pixel id and token or without the visitor's consent.
 */
type Received = { method: string; url: string; body: Record<string, unknown>; raw: string }

const PIXEL = '1234567890'
const TOKEN = 'EAAB-test-token'
const ALL = 'essential%2Cfunctional%2Canalytics%2Ctargeting'
const NOW = new Date('2026-11-20T12:00:00Z')
const NOW_S = Math.floor(NOW.getTime() / 1000)
const sha = (value: string) => createHash('sha256').update(value).digest('hex')

let t: TestPayload
let rest: RestClient
let server: http.Server
let received: Received[]
let metaStatus = 200
let deps: RelayDeps
const tokens: Record<string, string> = {}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body: JSON.parse(raw) as Record<string, unknown>, raw })
      res.writeHead(metaStatus, { 'Content-Type': 'application/json' }).end('{"events_received":1}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  process.env.META_CAPI_URL = `http://127.0.0.1:${port}/v23.0`
  t = await createTestPayload('tracking-relay')
  rest = restClient(t.config)
  for (const role of ROLES) {
    const email = `${role}@tracking.test`
    await t.payload.create({ collection: 'users', data: { email, password: 'pass-1234-word', role, name: role }, context: NO_REVALIDATE })
    tokens[role] = await rest.login(email, 'pass-1234-word')
  }
})

afterAll(async () => {
  delete process.env.META_CAPI_URL
  await t?.cleanup()
  await new Promise((resolve) => server?.close(resolve))
})

beforeEach(() => {
  received = []
  metaStatus = 200
  deps = {
    readConfig: () => readRelayConfig(t.payload),
    limiter: createRelayLimiter(),
    apiUrl: process.env.META_CAPI_URL ?? '',
    now: () => NOW,
  }
})

async function configure(tracking: Record<string, string | null>, tier = '2'): Promise<void> {
  await t.payload.updateGlobal({ slug: 'store-settings', data: { tracking }, context: NO_REVALIDATE })
  await t.payload.updateGlobal({ slug: 'cookie-consent', data: { tier: tier as '2' }, context: NO_REVALIDATE })
}

const contact = {
  eventName: 'Contact',
  eventID: 'a1b2c3d4e5f60718',
  eventTime: NOW_S - 5,
  value: 2,
  currency: 'USD',
  fbp: 'fb.1.1700000000000.123456',
  user_data: { email: ' Jo.Lee@Example.com ', phone: '(815) 555-0100', firstName: 'Jo', lastName: "O'Lee" },
  custom_data: { path: '/contact-us' },
}

const request = (over: Partial<RelayRequest> = {}): RelayRequest => ({
  body: contact,
  cookieHeader: `allowCookies=${ALL}; uniqueUserId=visitor-42`,
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 test',
  sourceUrl: 'http://localhost:3000/contact-us',
  ...over,
})

describe('relay to the Conversions API', () => {
  it('sends nothing without a pixel id and token (204)', async () => {
    await configure({ ga4MeasurementId: 'G-TEST12345', metaPixelId: null, metaAccessToken: null })
    expect(await relayConversion(deps, request())).toEqual({ status: 204 })
    await configure({ metaPixelId: PIXEL, metaAccessToken: null })
    expect(await relayConversion(deps, request())).toEqual({ status: 204 })
    await configure({ metaPixelId: null, metaAccessToken: TOKEN })
    expect(await relayConversion(deps, request())).toEqual({ status: 204 })
    expect(received).toEqual([])
  })

  it('sends nothing without the visitor’s targeting and functional consent (204)', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN })
    for (const cookieHeader of [
      null,
      'allowCookies=essential%2Cfunctional%2Canalytics',
      'allowCookies=essential%2Ctargeting',
      'allowCookies=essential',
    ]) {
      expect(await relayConversion(deps, request({ cookieHeader })), String(cookieHeader)).toEqual({ status: 204 })
    }
    expect(received).toEqual([])
  })

  it('relays with hashed customer data, the pixel’s event id and the token in the body', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN, metaTestEventCode: 'TEST123' })
    expect(await relayConversion(deps, request())).toEqual({ status: 202, body: { sent: true } })
    expect(received).toHaveLength(1)
    const [{ method, url, body, raw }] = received
    expect(method).toBe('POST')
    expect(url).toBe(`/v23.0/${PIXEL}/events`)
    expect(body).toEqual({
      access_token: TOKEN,
      test_event_code: 'TEST123',
      data: [
        {
          event_name: 'Contact',
          event_time: NOW_S - 5,
          event_id: 'a1b2c3d4e5f60718',
          action_source: 'website',
          event_source_url: 'http://localhost:3000/contact-us',
          user_data: {
            em: [sha('jo.lee@example.com')],
            ph: [sha('18155550100')],
            fn: [sha('jo')],
            ln: [sha('olee')],
            external_id: [sha('visitor-42')],
            client_ip_address: '203.0.113.7',
            client_user_agent: 'Mozilla/5.0 test',
            fbp: 'fb.1.1700000000000.123456',
          },
          custom_data: { path: '/contact-us', value: 2, currency: 'USD' },
        },
      ],
    })
    expect(raw).not.toMatch(/example\.com|555-0100|Jo\.Lee/i)
  })

  it('relays at tier 1 without a consent cookie (everything is granted there)', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN, metaTestEventCode: null }, '1')
    const result = await relayConversion(deps, request({ cookieHeader: null, body: { eventName: 'ClickToCall', event_id: 'click-000000001' } }))
    expect(result.status).toBe(202)
    const event = (received[0].body.data as Array<Record<string, unknown>>)[0]
    expect(event).toMatchObject({ event_name: 'ClickToCall', event_id: 'click-000000001', event_time: NOW_S, custom_data: { value: 5, currency: 'USD' } })
    expect(received[0].body).not.toHaveProperty('test_event_code')
  })

  it('answers 400 with field messages for a bad body and sends nothing', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN })
    const bad = await relayConversion(deps, request({ body: { eventName: 'Buy', eventID: 'x', value: 'lots' } }))
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body?.errors as object)).toEqual(expect.arrayContaining(['eventName', 'eventID', 'value']))
    const old = await relayConversion(deps, request({ body: { ...contact, eventTime: NOW_S - 8 * 24 * 3600 } }))
    expect(old).toMatchObject({ status: 400, body: { errors: { eventTime: expect.any(String) } } })
    expect(received).toEqual([])
  })

  it('answers 502 when Meta refuses, and 429 over the per-IP limit', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN })
    metaStatus = 400
    expect(await relayConversion(deps, request())).toEqual({ status: 502, body: { sent: false } })
    for (let i = 1; i < 30; i += 1) await relayConversion(deps, request({ body: { eventName: 'Lead', eventID: 'a1b2c3d4e5f60718' } }))
    const refused = await relayConversion(deps, request())
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(received).toHaveLength(30)
  })
})

describe('the route handler', () => {
  it('relays a same-site post and refuses cross-site and unreadable ones', async () => {
    await configure({ metaPixelId: PIXEL, metaAccessToken: TOKEN })
    const { POST } = await import('@/app/(frontend)/api/track/facebook/route')
    const post = (body: string, headers: Record<string, string> = {}) =>
      POST(new Request('http://localhost:3000/api/track/facebook', { method: 'POST', body, headers: { 'content-type': 'application/json', cookie: `allowCookies=${ALL}`, ...headers } }))
    // The route reads the real clock (the relay's own tests above inject one), so its events are stamped from it:
    // a fixed calendar time here would fall outside the relay's 7-day window one week after it was written.
    const current = { ...contact, eventTime: Math.floor(Date.now() / 1000) - 5 }
    const sent = await post(JSON.stringify({ ...contact, eventTime: undefined }))
    expect(sent.status).toBe(202)
    expect(received).toHaveLength(1)
    expect((await post('{not json')).status).toBe(400)
    expect((await post(JSON.stringify(current), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    const withoutConsent = await post(JSON.stringify(current), { cookie: '' })
    expect(withoutConsent.status).toBe(204)
    expect(await withoutConsent.text()).toBe('')
    expect(received).toHaveLength(1)
  })
})

describe('who sees the tracking settings', () => {
  it('shows the public ids to everyone, the test code to staff and the token to admins only', async () => {
    await configure({ ga4MeasurementId: 'G-TEST12345', metaPixelId: PIXEL, metaAccessToken: TOKEN, metaTestEventCode: 'TEST9' })
    const read = async (token?: string) =>
      (await rest.call('GET', '/globals/store-settings?depth=0', { token })).body.tracking as Record<string, unknown>
    expect(await read()).toEqual({ ga4MeasurementId: 'G-TEST12345', metaPixelId: PIXEL })
    expect(await read(tokens.manager)).toEqual({ ga4MeasurementId: 'G-TEST12345', metaPixelId: PIXEL, metaTestEventCode: 'TEST9' })
    expect(await read(tokens.marketing)).not.toHaveProperty('metaAccessToken')
    expect(await read(tokens.admin)).toMatchObject({ metaAccessToken: TOKEN })
  })

  it('lets a manager change the ids without touching the token, and checks their format', async () => {
    const saved = await rest.call('POST', '/globals/store-settings', {
      token: tokens.manager,
      body: { tracking: { ga4MeasurementId: 'G-NEW12345', metaPixelId: PIXEL, metaAccessToken: 'stolen' } },
    })
    expect(saved.status).toBe(200)
    const stored = await t.payload.findGlobal({ slug: 'store-settings', depth: 0 })
    expect(stored.tracking).toMatchObject({ ga4MeasurementId: 'G-NEW12345', metaAccessToken: TOKEN })
    const bad = await rest.call('POST', '/globals/store-settings', { token: tokens.manager, body: { tracking: { ga4MeasurementId: 'UA-123-4' } } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('Google Analytics 4 measurement id')
    const anonymous = await rest.call('POST', '/globals/store-settings', { body: { tracking: { metaPixelId: '999999999' } } })
    expect(anonymous.status).toBe(403)
  })
})
