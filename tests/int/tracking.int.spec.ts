import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { categoriesForAction, COOKIE_CATEGORIES, CONSENT_TIERS, type CookieCategory } from '@/lib/consent/tiers'
import { conversationUser, EVENT_NAMES, isPageViewTracked, splitName, trackingEvent, type EventName } from '@/lib/tracking/events'
import { destinationAllowed, isConsentDecided, routeEvent, type ConsentView, type Destination } from '@/lib/tracking/gate'
import { toTrackingIds, trackingHosts, type TrackingIds } from '@/lib/tracking/ids'
import { hashUserData, normaliseEmail, normaliseName, normalisePhone, sha256 } from '@/lib/tracking/meta-user-data'
import { fieldMessages, relayBodySchema } from '@/lib/tracking/relay-schema'
import { createTracker, MAX_PENDING_EVENTS, type ScriptDestination } from '@/lib/tracking/tracker'

const BOTH: TrackingIds = { ga4Id: 'G-TEST12345', pixelId: '1234567890' }
const GA_ONLY: TrackingIds = { ga4Id: 'G-TEST12345', pixelId: null }
const PIXEL_ONLY: TrackingIds = { ga4Id: null, pixelId: '1234567890' }
const NONE: TrackingIds = { ga4Id: null, pixelId: null }

/** Every subset of the four categories. */
const SUBSETS: CookieCategory[][] = Array.from({ length: 16 }, (_, mask) =>
  COOKIE_CATEGORIES.filter((_, bit) => mask & (1 << bit)),
)

describe('conversion values in USD', () => {
  const table: Array<[EventName, number]> = [
    ['FullCreditApplication', 50],
    ['InstantScreen', 30],
    ['Personalize', 20],
    ['Schedule', 20],
    ['ConversationStarted', 10],
    ['SellTrade', 10],
    ['ClickToCall', 5],
    ['UnlockInventory', 5],
    ['Contact', 2],
    ['SubmitApplication', 2],
    ['PageView', 0],
    ['Lead', 0],
  ]
  it.each(table)('%s is worth %i USD', (name, value) => {
    expect(trackingEvent(name, 'evt-12345678', '/x')).toMatchObject({ name, value, currency: 'USD', path: '/x' })
  })
  it('has exactly the SPEC names', () => {
    expect([...EVENT_NAMES].sort()).toEqual(table.map(([name]) => name).sort())
  })
})

describe('page views: the full path on first load and every route change, except cars-direct-page', () => {
  it.each([
    ['/', true],
    ['/used-cars-for-sale?make=ford', true],
    ['/contact-us', true],
    ['/cars-direct/abc', false],
    ['/cars-direct', false],
    ['/Cars-Direct/ABC?x=1', false],
    ['/cars-direct-page', false],
    ['/cars-directions', true],
    ['/research/cars-direct', true],
  ])('%s tracked: %s', (path, tracked) => {
    expect(isPageViewTracked(path)).toBe(tracked)
  })
})

describe('consent gate: every tier × category combination × destination', () => {
  const rows = CONSENT_TIERS.flatMap((tier) => SUBSETS.map((allowed) => ({ tier, allowed })))
  it.each(rows)('tier $tier with [$allowed]', ({ tier, allowed }) => {
    const has = (c: CookieCategory) => allowed.includes(c)
    // Tiers 0 and 1 grant everything; analytics gates GA4; the pixel needs targeting and,
    // checked for the pixel, functional consent. The relay is the pixel's server side.
    const expected: Record<Destination, boolean> = {
      ga4: tier <= 1 || has('analytics'),
      pixel: tier <= 1 || (has('targeting') && has('functional')),
      relay: tier <= 1 || (has('targeting') && has('functional')),
    }
    for (const destination of ['ga4', 'pixel', 'relay'] as const) {
      expect(destinationAllowed(destination, tier, allowed), destination).toBe(expected[destination])
    }
  })

  it('tier 3 Deny keeps analytics and refuses the pixel', () => {
    const allowed = categoriesForAction('deny')
    expect(destinationAllowed('ga4', 3, allowed)).toBe(true)
    expect(destinationAllowed('pixel', 3, allowed)).toBe(false)
    expect(destinationAllowed('relay', 3, allowed)).toBe(false)
  })

  it('targeting without functional consent does not load the pixel', () => {
    expect(destinationAllowed('pixel', 2, ['essential', 'targeting'])).toBe(false)
    expect(destinationAllowed('pixel', 2, ['essential', 'functional', 'targeting'])).toBe(true)
  })

  it('consent is decided below tier 2, or once the cookie exists', () => {
    expect(isConsentDecided(0, undefined)).toBe(true)
    expect(isConsentDecided(1, undefined)).toBe(true)
    expect(isConsentDecided(2, undefined)).toBe(false)
    expect(isConsentDecided(3, '')).toBe(false)
    expect(isConsentDecided(3, 'essential')).toBe(true)
  })
})

describe('event routing: event kind × ids × consent', () => {
  const ALL: ConsentView = { tier: 2, allowed: [...COOKIE_CATEGORIES], decided: true }
  const DENIED: ConsentView = { tier: 3, allowed: categoriesForAction('deny'), decided: true }
  const UNDECIDED: ConsentView = { tier: 2, allowed: [], decided: false }
  const ESSENTIAL: ConsentView = { tier: 2, allowed: ['essential'], decided: true }
  it.each([
    ['PageView', BOTH, ALL, { ga4: 'send', pixel: 'send' }],
    ['Contact', BOTH, ALL, { ga4: 'send', pixel: 'send', relay: 'send' }],
    ['ClickToCall', BOTH, DENIED, { ga4: 'send', pixel: 'drop', relay: 'drop' }],
    ['PageView', BOTH, DENIED, { ga4: 'send', pixel: 'drop' }],
    ['PageView', BOTH, UNDECIDED, { ga4: 'wait', pixel: 'wait' }],
    ['ConversationStarted', BOTH, UNDECIDED, { ga4: 'wait', pixel: 'wait', relay: 'wait' }],
    ['Contact', BOTH, ESSENTIAL, { ga4: 'drop', pixel: 'drop', relay: 'drop' }],
    ['Contact', GA_ONLY, ALL, { ga4: 'send' }],
    ['Contact', PIXEL_ONLY, ALL, { pixel: 'send', relay: 'send' }],
    ['PageView', NONE, ALL, {}],
    ['Contact', NONE, { tier: 0, allowed: [], decided: true }, {}],
    ['Lead', BOTH, { tier: 1, allowed: [], decided: true }, { ga4: 'send', pixel: 'send', relay: 'send' }],
  ] as const)('%s with %o under %o → %o', (name, ids, consent, routes) => {
    expect(routeEvent({ name }, ids, consent)).toEqual(routes)
  })
})

describe('event routing: every event × id setup × tier × category combination × answered or not', () => {
  const setups = [BOTH, GA_ONLY, PIXEL_ONLY, NONE]
  it('sends where configured and granted, waits before an answer, drops after a refusal', () => {
    let checked = 0
    for (const name of EVENT_NAMES) {
      for (const ids of setups) {
        for (const tier of CONSENT_TIERS) {
          for (const allowed of SUBSETS) {
            for (const decided of [true, false]) {
              const has = (c: CookieCategory) => tier <= 1 || allowed.includes(c)
              const granted: Record<Destination, boolean> = {
                ga4: has('analytics'),
                pixel: has('targeting') && has('functional'),
                relay: has('targeting') && has('functional'),
              }
              const wanted: Destination[] = name === 'PageView' ? ['ga4', 'pixel'] : ['ga4', 'pixel', 'relay']
              const expected = Object.fromEntries(
                wanted
                  .filter((d) => (d === 'ga4' ? ids.ga4Id : ids.pixelId))
                  .map((d) => [d, granted[d] ? 'send' : decided ? 'drop' : 'wait']),
              )
              expect(routeEvent({ name }, ids, { tier, allowed, decided }), JSON.stringify({ name, ids, tier, allowed, decided })).toEqual(expected)
              checked += 1
            }
          }
        }
      }
    }
    expect(checked).toBe(EVENT_NAMES.length * 4 * 4 * 16 * 2)
  })
})

describe('the tracker queue', () => {
  type Call = [string, ScriptDestination | Destination, string?]
  const recorder = () => {
    const calls: Call[] = []
    return {
      calls,
      adapters: {
        enable: (d: ScriptDestination) => void calls.push(['enable', d]),
        disable: (d: ScriptDestination) => void calls.push(['disable', d]),
        send: (d: Destination, e: { name: string }) => void calls.push(['send', d, e.name]),
      },
    }
  }
  const event = (name: EventName, id: string = name) => trackingEvent(name, `id-${id}-00000`, '/page?q=1')

  it('loads nothing and sends nothing before the visitor answers; sends what waited once granted', () => {
    const { calls, adapters } = recorder()
    const tracker = createTracker(BOTH, adapters)
    tracker.track(event('PageView'))
    expect(calls).toEqual([])
    expect(tracker.pending()).toBe(1)
    tracker.setConsent({ tier: 2, allowed: [...COOKIE_CATEGORIES], decided: true })
    expect(calls).toEqual([
      ['enable', 'ga4'],
      ['enable', 'pixel'],
      ['send', 'ga4', 'PageView'],
      ['send', 'pixel', 'PageView'],
    ])
    expect(tracker.pending()).toBe(0)
  })

  it('Deny at tier 3 sends analytics only and drops what waited for the pixel', () => {
    const { calls, adapters } = recorder()
    const tracker = createTracker(BOTH, adapters)
    tracker.track(event('PageView'))
    tracker.setConsent({ tier: 3, allowed: categoriesForAction('deny'), decided: true })
    tracker.track(event('Contact'))
    expect(calls).toEqual([
      ['enable', 'ga4'],
      ['send', 'ga4', 'PageView'],
      ['send', 'ga4', 'Contact'],
    ])
    expect(tracker.pending()).toBe(0)
  })

  it('a withdrawal switches the scripts off and stops sending; granting again switches them on', () => {
    const { calls, adapters } = recorder()
    const tracker = createTracker(BOTH, adapters, { tier: 2, allowed: [...COOKIE_CATEGORIES], decided: true })
    tracker.setConsent({ tier: 2, allowed: ['essential'], decided: true })
    tracker.track(event('PageView'))
    tracker.track(event('ClickToCall'))
    expect(calls).toEqual([
      ['enable', 'ga4'],
      ['enable', 'pixel'],
      ['disable', 'ga4'],
      ['disable', 'pixel'],
    ])
    tracker.setConsent({ tier: 2, allowed: ['essential', 'analytics'], decided: true })
    tracker.track(event('ClickToCall'))
    expect(calls.slice(4)).toEqual([
      ['enable', 'ga4'],
      ['send', 'ga4', 'ClickToCall'],
    ])
  })

  it('with no ids it never enables or sends, whatever the consent', () => {
    const { calls, adapters } = recorder()
    const tracker = createTracker(NONE, adapters, { tier: 0, allowed: [], decided: true })
    tracker.track(event('Contact'))
    tracker.setConsent({ tier: 2, allowed: [...COOKIE_CATEGORIES], decided: true })
    expect(calls).toEqual([])
  })

  it('keeps at most the latest events while waiting', () => {
    const { calls, adapters } = recorder()
    const tracker = createTracker(GA_ONLY, adapters)
    for (let i = 0; i < MAX_PENDING_EVENTS + 5; i += 1) tracker.track(event('PageView', String(i)))
    expect(tracker.pending()).toBe(MAX_PENDING_EVENTS)
    tracker.setConsent({ tier: 2, allowed: ['essential', 'analytics'], decided: true })
    expect(calls.filter(([kind]) => kind === 'send')).toHaveLength(MAX_PENDING_EVENTS)
  })
})

describe('ConversationStarted user (from the chat conversation event)', () => {
  it.each([
    ['Mary Ann Smith', { firstName: 'Mary', lastName: 'Ann Smith' }],
    ['  Cher  ', { firstName: 'Cher', lastName: '' }],
    ['John   Doe', { firstName: 'John', lastName: 'Doe' }],
    ['', { firstName: '', lastName: '' }],
  ])('splits %j at the first space', (name, parts) => {
    expect(splitName(name)).toEqual(parts)
  })

  it('takes the typed phone first, then the formatted one, and fills the rest from the profile', () => {
    const known = { email: 'jo@example.com', firstName: 'Known', phone: '8155550100' }
    expect(conversationUser({ customer_name: 'Jo Lee', customer_phone_value: '8155550111', customer_phone: '(815) 555-0122' }, known)).toEqual({
      firstName: 'Jo',
      lastName: 'Lee',
      phone: '8155550111',
      email: 'jo@example.com',
    })
    expect(conversationUser({ customer_name: 'Jo', customer_phone: '(815) 555-0122' })).toEqual({ firstName: 'Jo', phone: '(815) 555-0122' })
    expect(conversationUser({ customer_name: 42, customer_phone_value: null }, known)).toEqual(known)
  })
})

describe('Meta customer data: normalised, then SHA-256', () => {
  const hex = (value: string) => createHash('sha256').update(value).digest('hex')
  it.each([
    [' John.Doe@Example.COM ', 'john.doe@example.com'],
    ['not-an-email', null],
    [undefined, null],
  ])('email %j → %j', (input, normalised) => expect(normaliseEmail(input)).toBe(normalised))
  it.each([
    ['(815) 555-0100', '18155550100'],
    ['+1 815 555 0100', '18155550100'],
    ['0044 20 7946 0958', '442079460958'],
    ['555-01', null],
  ])('phone %j → %j', (input, normalised) => expect(normalisePhone(input)).toBe(normalised))
  it.each([
    [' Mary-Ann ', 'maryann'],
    ["O'Brien", 'obrien'],
    ['José', 'josé'],
    ['  ', null],
  ])('name %j → %j', (input, normalised) => expect(normaliseName(input)).toBe(normalised))

  it('hashes only what normalises, external id included', () => {
    expect(sha256('abc')).toBe(hex('abc'))
    expect(hashUserData({ email: 'A@B.co', phone: '815-555-0100', firstName: 'Jo', lastName: '' }, 'user-1')).toEqual({
      em: [hex('a@b.co')],
      ph: [hex('18155550100')],
      fn: [hex('jo')],
      external_id: [hex('user-1')],
    })
    expect(hashUserData({})).toEqual({})
  })
})

describe('relay body: the fields of the Meta events call', () => {
  const good = { eventName: 'Contact', eventID: 'abcdef0123456789', eventTime: 1_790_000_000, value: 2 }
  it('takes either spelling of the id and defaults the currency and parts', () => {
    expect(relayBodySchema.parse(good)).toMatchObject({ currency: 'USD', user_data: {}, custom_data: {} })
    expect(relayBodySchema.safeParse({ eventName: 'Lead', event_id: 'abcdef0123456789' }).success).toBe(true)
  })
  it.each([
    [{ ...good, eventName: 'Purchase' }, 'eventName'],
    [{ ...good, eventID: undefined }, 'eventID'],
    [{ ...good, eventID: 'short' }, 'eventID'],
    [{ ...good, value: 999 }, 'value'],
    [{ ...good, currency: 'EUR' }, 'currency'],
    [{ ...good, eventTime: 'yesterday' }, 'eventTime'],
    [{ ...good, user_data: { email: 'x'.repeat(300) } }, 'user_data'],
    [{ ...good, user_data: { ssn: '123' } }, 'user_data'],
    [{ ...good, extra: true }, '_form'],
  ])('rejects %o under %s', (body, key) => {
    const parsed = relayBodySchema.safeParse(body)
    expect(parsed.success).toBe(false)
    if (!parsed.success) expect(Object.keys(fieldMessages(parsed.error))).toContain(key)
  })
})

describe('tracking ids and the hosts they bring (for the CSP)', () => {
  it('keeps well-formed ids only', () => {
    expect(toTrackingIds({ ga4MeasurementId: ' G-ABC123DEF4 ', metaPixelId: '1234567890' })).toEqual({ ga4Id: 'G-ABC123DEF4', pixelId: '1234567890' })
    expect(toTrackingIds({ ga4MeasurementId: 'UA-1234-1', metaPixelId: 'abc' })).toEqual(NONE)
    expect(toTrackingIds(null)).toEqual(NONE)
  })
  it('lists the hosts of the configured ids only', () => {
    expect(trackingHosts(NONE)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] })
    expect(trackingHosts(GA_ONLY).scriptSrc).toEqual(['https://www.googletagmanager.com'])
    expect(trackingHosts(PIXEL_ONLY).scriptSrc).toEqual(['https://connect.facebook.net'])
    expect(trackingHosts(BOTH).connectSrc).toEqual(expect.arrayContaining(['https://www.google-analytics.com', 'https://www.facebook.com']))
  })
})
