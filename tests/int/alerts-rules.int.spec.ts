/**
 * The pure rules of alerts: signed links (action, signature, expiry), the daily digest limit, price-drop
 * detection, the news waiting for a digest, a saved search read with the SRP grammar and matched with its rule, the
 * shared sign-up schema (the SPEC's email message), the emails' RFC 8058 headers and footer, and the link pages.
 */
import { describe, expect, it } from 'vitest'

import { confirmationEmail, digestEmail, storeFooterOf, unsubscribeHeaders } from '@/lib/alerts/messages'
import { alertPageHtml } from '@/lib/alerts/page-html'
import { readPending, withNewMatch, withoutSent, withPriceDrop } from '@/lib/alerts/pending'
import { priceDropOf, priceWasLowered } from '@/lib/alerts/price-drop'
import { facetRowOf, matchesSavedSearch, readSavedSearch, storedCriteria, type SavedSearchContext } from '@/lib/alerts/saved-search'
import { alertSubscribeSchema } from '@/lib/alerts/schema'
import { DIGEST_INTERVAL_MS, latestSentAt, mayDigestNow, nextDigestAt } from '@/lib/alerts/throttle'
import { alertTokenKey, CONFIRM_TOKEN_TTL_MS, signAlertToken, verifyAlertToken } from '@/lib/alerts/token'

const KEY = 'unit-test-key'
const NOW = new Date('2026-11-26T12:00:00Z')
const later = (ms: number) => new Date(NOW.getTime() + ms)

describe('alert tokens', () => {
  const confirm = signAlertToken('confirm', 'sub-1', KEY, NOW)
  const tamper = (token: string) => {
    const [body, mac] = token.split('.')
    const claims = Buffer.from(JSON.stringify(['confirm', 'sub-2', later(CONFIRM_TOKEN_TTL_MS).getTime()])).toString('base64url')
    return [`${claims}.${mac}`, `${body}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`]
  }
  it.each([
    ['a fresh confirmation token', confirm, 'confirm', NOW, { ok: true, subject: 'sub-1' }],
    ['the last moment of its 7 days', confirm, 'confirm', later(CONFIRM_TOKEN_TTL_MS), { ok: true, subject: 'sub-1' }],
    ['a moment later', confirm, 'confirm', later(CONFIRM_TOKEN_TTL_MS + 1), { ok: false, reason: 'expired' }],
    ['the same token for the other action', confirm, 'unsubscribe', NOW, { ok: false, reason: 'bad-signature' }],
    ['another subject under the old signature', tamper(confirm)[0], 'confirm', NOW, { ok: false, reason: 'bad-signature' }],
    ['a changed signature', tamper(confirm)[1], 'confirm', NOW, { ok: false, reason: 'bad-signature' }],
    ['signed with another key', signAlertToken('confirm', 'sub-1', 'other', NOW), 'confirm', NOW, { ok: false, reason: 'bad-signature' }],
    ['no token', null, 'confirm', NOW, { ok: false, reason: 'malformed' }],
    ['junk', 'not a token', 'confirm', NOW, { ok: false, reason: 'malformed' }],
    ['an empty string', '', 'unsubscribe', NOW, { ok: false, reason: 'malformed' }],
  ] as const)('%s', (_name, token, action, now, expected) => {
    expect(verifyAlertToken(token, action, KEY, now)).toEqual(expected)
  })

  it('unsubscribe tokens carry the address and last a year', () => {
    const token = signAlertToken('unsubscribe', 'shopper@example.com', KEY, NOW)
    expect(verifyAlertToken(token, 'unsubscribe', KEY, later(364 * 86_400_000))).toEqual({ ok: true, subject: 'shopper@example.com' })
    expect(verifyAlertToken(token, 'unsubscribe', KEY, later(366 * 86_400_000))).toEqual({ ok: false, reason: 'expired' })
  })

  it('takes ALERTS_HMAC_KEY, else derives one from PAYLOAD_SECRET, else a development default', () => {
    expect(alertTokenKey({ ALERTS_HMAC_KEY: 'set', PAYLOAD_SECRET: 's' })).toBe('set')
    expect(alertTokenKey({ PAYLOAD_SECRET: 's' })).not.toBe(alertTokenKey({ PAYLOAD_SECRET: 't' }))
    expect(alertTokenKey({ PAYLOAD_SECRET: 's' })).not.toContain('s')
    expect(alertTokenKey({})).toMatch(/^[0-9a-f]{64}$/)
  })
})

describe('the daily digest limit', () => {
  it.each([
    ['never mailed', null, NOW, true],
    ['mailed a minute ago', later(-60_000).toISOString(), NOW, false],
    ['mailed 23 hours 59 minutes ago', later(-DIGEST_INTERVAL_MS + 60_000).toISOString(), NOW, false],
    ['mailed exactly a day ago', later(-DIGEST_INTERVAL_MS).toISOString(), NOW, true],
    ['mailed two days ago', later(-2 * DIGEST_INTERVAL_MS).toISOString(), NOW, true],
    ['an unreadable date', 'yesterday', NOW, true],
  ] as const)('%s → %s', (_name, last, now, allowed) => {
    expect(mayDigestNow(last, now)).toBe(allowed)
  })

  it('says when the next digest may go, and takes the latest of an address\'s subscriptions', () => {
    expect(nextDigestAt(later(-3_600_000).toISOString(), NOW)).toEqual(later(DIGEST_INTERVAL_MS - 3_600_000))
    expect(latestSentAt([null, '2026-11-25T10:00:00.000Z', '2026-11-26T01:00:00.000Z', undefined, 'junk'])).toBe('2026-11-26T01:00:00.000Z')
    expect(latestSentAt([null, undefined])).toBeNull()
  })
})

describe('price drops', () => {
  it.each([
    [25_000, 24_000, { from: 25_000, to: 24_000 }],
    [25_000, 24_999, { from: 25_000, to: 24_999 }],
    [25_000, 24_999.5, null],
    [25_000, 25_000, null],
    [25_000, 26_000, null],
    [null, 20_000, null],
    [25_000, 0, null],
    [undefined, undefined, null],
  ] as const)('watched %s, now %s → %j', (watched, price, expected) => {
    expect(priceDropOf(watched, price)).toEqual(expected)
    expect(priceWasLowered(watched, price)).toBe(expected !== null)
  })

  it('keeps the first announced price of a drop still waiting, and each new match once', () => {
    let pending = withPriceDrop([], 'v1', { from: 25_000, to: 24_000 })
    pending = withPriceDrop(pending, 'v1', { from: 24_000, to: 23_000 })
    pending = withNewMatch(withNewMatch(pending, 'v2'), 'v2')
    expect(pending).toEqual([
      { kind: 'price-drop', vehicleId: 'v1', from: 25_000, to: 23_000 },
      { kind: 'new-match', vehicleId: 'v2' },
    ])
    expect(withoutSent([...pending, { kind: 'new-match', vehicleId: 'v3' }], pending)).toEqual([{ kind: 'new-match', vehicleId: 'v3' }])
    expect(readPending(null)).toEqual([])
    expect(readPending([{ kind: 'other' }])).toEqual([])
  })
})

describe('saved searches', () => {
  const ctx: SavedSearchContext = {
    grammar: { conditions: ['new', 'used', 'certified'], makes: ['honda', 'land-rover', 'toyota'], defaultSort: 'newest' },
    payment: {},
    year: 2026,
  }
  const car = { condition: 'used', make: 'Toyota', model: 'RAV4', year: 2022, price: 27_000, mileage: 30_000 } as const

  it.each([
    ['/used-cars-for-sale', '/used-cars-for-sale'],
    ['/used-cars-for-sale/suvs/toyota-rav4', '/used-cars-for-sale/suvs/toyota-rav4'],
    ['/used-cars-for-sale/suvs?page=3', '/used-cars-for-sale/suvs'],
    ['/used-cars-for-sale/toyota/suvs', '/used-cars-for-sale/suvs/toyota'],
    ['/cars-for-sale/price-under-30000?mileage=null,85000', '/cars-for-sale/price-under-30000?mileage=null,85000'],
    ['/used-cars-for-sale/suvs?payment=500', '/used-cars-for-sale/suvs?payment=500'],
    ['/used-cars-for-sale/land-rover-defender', '/used-cars-for-sale/land-rover-defender'],
    ['/used-cars-for-sale/suvs?year=2020,2023&q=Blue+AWD', '/used-cars-for-sale/suvs?q=blue%20awd&year=2020,2023'],
  ])('reads %s as %s', (raw, path) => {
    expect(readSavedSearch(raw, ctx)?.path).toBe(path)
  })

  it.each([
    'used-cars-for-sale',
    '//evil.example/used-cars-for-sale',
    'https://evil.example/used-cars-for-sale',
    '/used-cars-for-sale/ford-f150',
    '/not-a-listing',
    '/used-cars-for-sale/' + 'x'.repeat(600),
  ])('refuses %s', (raw) => {
    expect(readSavedSearch(raw, ctx)).toBeNull()
  })

  it.each([
    ['/used-cars-for-sale/suvs/toyota-rav4', 'suvs', car, true],
    ['/used-cars-for-sale/suvs/toyota-rav4', 'sedans', car, false],
    ['/new-cars-for-sale/suvs', 'suvs', car, false],
    ['/cars-for-sale/price-under-25000', 'suvs', car, false],
    ['/cars-for-sale/price-under-30000?mileage=null,25000', 'suvs', car, false],
    ['/cars-for-sale/price-under-30000?mileage=null,30000', 'suvs', car, true],
    ['/used-cars-for-sale/toyota', 'suvs', { ...car, model: 'Camry' }, true],
    ['/used-cars-for-sale/honda', 'suvs', car, false],
    ['/used-cars-for-sale/great_deals/price_drop', 'suvs', car, false],
    ['/used-cars-for-sale/great_deals/price_drop', 'suvs', { ...car, previousPrice: 29_000 }, true],
    ['/used-cars-for-sale/suvs?payment=100', 'suvs', car, false],
    ['/used-cars-for-sale/suvs?payment=2000', 'suvs', car, true],
    ['/used-cars-for-sale/suvs?year=2020,2023', 'suvs', car, true],
    ['/used-cars-for-sale/suvs?year=2023', 'suvs', car, false],
  ] as const)('%s (%s) matches %j: %s', (path, bodyStyle, vehicle, expected) => {
    const search = readSavedSearch(path, ctx)
    expect(search).not.toBeNull()
    // Stored as JSON and read back, as the job does.
    const criteria = storedCriteria(JSON.parse(JSON.stringify(search?.criteria)))
    expect(criteria).not.toBeNull()
    if (criteria) expect(matchesSavedSearch(criteria, facetRowOf(vehicle, bodyStyle))).toBe(expected)
  })

  it('keeps a free-text keyword for the database to match', () => {
    expect(readSavedSearch('/used-cars-for-sale?q=blue', ctx)?.criteria.keyword).toEqual(['blue'])
    expect(storedCriteria(JSON.parse(JSON.stringify(readSavedSearch('/used-cars-for-sale?q=blue', ctx)?.criteria)))?.keyword).toEqual(['blue'])
  })

  it('reads no criteria from junk', () => {
    expect(storedCriteria({ condition: 'flying' })).toBeNull()
    expect(storedCriteria(null)).toBeNull()
  })
})

describe('the sign-up schema', () => {
  const base = {
    kind: 'price-drop',
    email: 'shopper@example.com',
    vehicleId: '1',
    idempotencyKey: '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    pageUrl: '/used-cars-for-sale/2021-honda-accord-1HGCV1F34MA000001',
  }
  it.each([
    ['a valid price alert', base, null],
    ['a valid search alert', { ...base, kind: 'new-matches', vehicleId: undefined, searchPath: '/used-cars-for-sale' }, null],
    ['no email', { ...base, email: '' }, { email: 'This field is required' }],
    ['a bad email', { ...base, email: 'shopper@example' }, { email: 'Please enter a valid email address' }],
    ['a price alert without a vehicle', { ...base, vehicleId: undefined }, { vehicleId: expect.any(String) }],
    ['a search alert without a search', { ...base, kind: 'new-matches' }, { searchPath: expect.any(String) }],
    ['an unknown kind', { ...base, kind: 'weekly' }, { kind: expect.any(String) }],
  ])('%s', (_name, body, errors) => {
    const parsed = alertSubscribeSchema.safeParse(body)
    expect(parsed.success).toBe(errors === null)
    if (!parsed.success && errors) {
      const messages = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
      expect(messages).toEqual(errors)
    }
  })
})

describe('alert emails and pages', () => {
  const store = storeFooterOf({ name: 'Rockford Motors', addressLine1: '100 Main St', city: 'Rockford', stateShort: 'IL', zip: '61101' })
  it('carry the one-click unsubscribe headers, the link in the text and the store\'s address', () => {
    const url = 'https://cars.test/api/alerts/unsubscribe?token=abc'
    expect(unsubscribeHeaders(url)).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    const confirm = confirmationEmail({ kind: 'price-drop', watched: '2021 Honda Accord', confirmUrl: 'https://cars.test/c', unsubscribeUrl: url, siteUrl: 'https://cars.test', store })
    const digest = digestEmail({
      items: [{ kind: 'price-drop', title: '2021 Honda Accord', url: 'https://cars.test/v', from: 25_000, to: 23_500 }],
      unsubscribeUrl: url,
      siteUrl: 'https://cars.test',
      store,
    })
    for (const email of [confirm, digest]) {
      expect(email.headers['List-Unsubscribe']).toBe(`<${url}>`)
      expect(email.text).toContain(url)
      expect(email.text).toContain('Rockford Motors\n100 Main St\nRockford, IL 61101')
    }
    expect(digest.subject).toBe('Price drop: 2021 Honda Accord')
    expect(digest.text).toContain('now $23,500 (was $25,000)')
  })

  it('escape what they show and post the unsubscribe button to the same link', () => {
    const html = alertPageHtml(
      { status: 200, title: 'alerts.pages.unsubscribe-title', message: 'alerts.pages.unsubscribe', form: { action: '/api/alerts/unsubscribe?token=a"b', button: 'alerts.pages.unsubscribe-button' } },
      '<Motors>',
    )
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('&lt;Motors&gt;')
    expect(html).toContain('action="/api/alerts/unsubscribe?token=a&quot;b"')
    expect(html).toContain('method="post"')
  })
})
