import { afterEach, describe, expect, it, vi } from 'vitest'

import { iconByName, ICON_NAMES } from '@/components/icons/icon-by-name'
import { CarIcon, QuestionIcon, ShieldCheckIcon } from '@/components/icons/icons'
import { categoriesForAction, CONSENT_TIERS, COOKIE_CATEGORIES, type CookieCategory } from '@/lib/consent/tiers'
import { oncePerKey } from '@/lib/diagnostics/once-per-key'
import { routeEvent } from '@/lib/tracking/gate'
import { missingAnalyticsIdMessage, type TrackingIds } from '@/lib/tracking/ids'
import {
  ga4ItemParams,
  isItemEventName,
  ITEM_EVENT_NAMES,
  itemEvent,
  leadPurchase,
  searchResults,
  vehicleItem,
  vehicleList,
  type ItemEventName,
} from '@/lib/tracking/item-events'
import { createTracker, type ScriptDestination } from '@/lib/tracking/tracker'
import type { Destination } from '@/lib/tracking/gate'

const BOTH: TrackingIds = { ga4Id: 'G-TEST12345', pixelId: '1234567890' }
const CIVIC = { id: 42, year: 2021, make: 'Honda', model: 'Civic', trim: 'EX' }
const F150 = { id: '7', year: 2019, make: 'Ford', model: 'F-150', trim: null }

describe('item events and their default values in USD', () => {
  const table: Array<[ItemEventName, number]> = [
    ['view_search_results', 2],
    ['view_item_list', 3],
    ['view_item', 5],
    ['add_to_cart', 20],
    ['purchase', 30],
  ]
  it.each(table)('%s is worth %i USD', (name, value) => {
    expect(itemEvent(name, 'evt-12345678', '/p?q=1', { items: [] })).toEqual({
      name,
      eventId: 'evt-12345678',
      value,
      currency: 'USD',
      path: '/p?q=1',
      details: { items: [] },
    })
  })
  it('has exactly those five names, none of them a conversion name', () => {
    expect([...ITEM_EVENT_NAMES].sort()).toEqual(table.map(([name]) => name).sort())
    expect(isItemEventName('view_item')).toBe(true)
    expect(isItemEventName('PageView')).toBe(false)
    expect(isItemEventName('toString')).toBe(false)
  })
})

describe('vehicles as items', () => {
  it('names a vehicle by year, make, model and trim, with its id as text and no price', () => {
    expect(vehicleItem(CIVIC)).toEqual({ id: '42', name: '2021 Honda Civic EX', brand: 'Honda' })
    expect(vehicleItem(F150, 3)).toEqual({ id: '7', name: '2019 Ford F-150', brand: 'Ford', index: 3 })
    expect(vehicleItem({ id: 9 })).toEqual({ id: '9' })
  })

  it('numbers a list from 0 in its order', () => {
    expect(vehicleList('similar-vehicles', 'Similar vehicles', [CIVIC, F150])).toEqual({
      listId: 'similar-vehicles',
      listName: 'Similar vehicles',
      items: [
        { id: '42', name: '2021 Honda Civic EX', brand: 'Honda', index: 0 },
        { id: '7', name: '2019 Ford F-150', brand: 'Ford', index: 1 },
      ],
    })
  })

  it('takes the searched words as the search term, or else the heading naming the filters', () => {
    expect(searchResults(['honda', 'civic'], 'Used cars for sale', [CIVIC]).searchTerm).toBe('honda civic')
    expect(searchResults([], 'Used Honda Civic for sale', [])).toEqual({
      searchTerm: 'Used Honda Civic for sale',
      listId: 'search-results',
      listName: 'Search results',
      items: [],
    })
  })

  it('counts a new lead about a vehicle as a purchase, never a retried one or one about no vehicle', () => {
    expect(leadPurchase('42', 'lead-1', false)).toEqual({ items: [{ id: '42' }], transactionId: 'lead-1' })
    expect(leadPurchase('42', null, false)).toEqual({ items: [{ id: '42' }] })
    expect(leadPurchase('42', 'lead-1', true)).toBeNull()
    expect(leadPurchase(undefined, 'lead-1', false)).toBeNull()
    expect(leadPurchase('', 'lead-1', false)).toBeNull()
  })
})

describe('GA4 parameters of an item event', () => {
  it('carry value, currency, event id, the list and the items in GA4 spelling', () => {
    const event = itemEvent('view_item_list', 'evt-abcdefgh', '/', vehicleList('newest-vehicles', 'Newest vehicles', [CIVIC]))
    expect(ga4ItemParams(event)).toEqual({
      value: 3,
      currency: 'USD',
      event_id: 'evt-abcdefgh',
      item_list_id: 'newest-vehicles',
      item_list_name: 'Newest vehicles',
      items: [{ item_id: '42', item_name: '2021 Honda Civic EX', item_brand: 'Honda', index: 0 }],
    })
  })

  it('carry the search term and the lead as the transaction, and nothing undefined', () => {
    const search = ga4ItemParams(itemEvent('view_search_results', 'evt-1', '/', searchResults(['civic'], 'x', [])))
    expect(search).toMatchObject({ value: 2, search_term: 'civic', items: [] })
    const purchase = ga4ItemParams(itemEvent('purchase', 'evt-2', '/', { items: [{ id: '42' }], transactionId: 'lead-9' }))
    expect(purchase).toEqual({ value: 30, currency: 'USD', event_id: 'evt-2', transaction_id: 'lead-9', items: [{ item_id: '42' }] })
    expect(Object.values(purchase)).not.toContain(undefined)
  })
})

describe('item events go to GA4 alone, under analytics consent', () => {
  const SUBSETS: CookieCategory[][] = Array.from({ length: 16 }, (_, mask) =>
    COOKIE_CATEGORIES.filter((_, bit) => mask & (1 << bit)),
  )
  it('every item event × tier × categories × answered or not', () => {
    for (const name of ITEM_EVENT_NAMES) {
      for (const tier of CONSENT_TIERS) {
        for (const allowed of SUBSETS) {
          for (const decided of [true, false]) {
            const granted = tier <= 1 || allowed.includes('analytics')
            expect(routeEvent({ name }, BOTH, { tier, allowed, decided })).toEqual({
              ga4: granted ? 'send' : decided ? 'drop' : 'wait',
            })
          }
        }
      }
    }
  })

  it('wait in the tracker until the visitor answers, then go to GA4 only; a refusal drops them', () => {
    const sent: Array<[Destination, string]> = []
    const adapters = {
      enable: (_: ScriptDestination) => undefined,
      disable: (_: ScriptDestination) => undefined,
      send: (destination: Destination, event: { name: string }) => void sent.push([destination, event.name]),
    }
    const granted = createTracker(BOTH, adapters)
    granted.track(itemEvent('view_item', 'evt-00000001', '/', { items: [vehicleItem(CIVIC)] }))
    expect(sent).toEqual([])
    granted.setConsent({ tier: 3, allowed: categoriesForAction('deny'), decided: true })
    expect(sent).toEqual([['ga4', 'view_item']])

    const refused = createTracker(BOTH, adapters)
    refused.track(itemEvent('add_to_cart', 'evt-00000002', '/', { items: [{ id: '42' }] }))
    refused.setConsent({ tier: 2, allowed: ['essential', 'functional', 'targeting'], decided: true })
    refused.track(itemEvent('purchase', 'evt-00000003', '/', { items: [{ id: '42' }] }))
    expect(sent).toEqual([['ga4', 'view_item']])
  })
})

describe('console reports once per key', () => {
  it('reports the first time a key is seen and never again', () => {
    const lines: string[] = []
    const report = oncePerKey((message) => lines.push(message))
    expect(report('a', 'first a')).toBe(true)
    expect(report('a', 'second a')).toBe(false)
    expect(report('b', 'first b')).toBe(true)
    expect(lines).toEqual(['first a', 'first b'])
  })

  it('says a running tracker has no GA4 measurement id, and nothing when it has one', () => {
    expect(missingAnalyticsIdMessage({ ga4Id: null, pixelId: '1234567890' })).toMatch(/no Google Analytics 4 measurement id/)
    expect(missingAnalyticsIdMessage(BOTH)).toBeNull()
  })
})

describe('icons by name', () => {
  afterEach(() => vi.restoreAllMocks())

  it('finds the known names without a word in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(iconByName('car')).toBe(CarIcon)
    expect(iconByName('shield-check')).toBe(ShieldCheckIcon)
    expect(ICON_NAMES).toContain('lock-closed')
    expect(iconByName(null)).toBe(QuestionIcon)
    expect(iconByName('')).toBe(QuestionIcon)
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows the question mark for an unknown name and warns once per name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(iconByName('rocket-ship')).toBe(QuestionIcon)
    expect(iconByName('rocket-ship')).toBe(QuestionIcon)
    expect(iconByName('toString')).toBe(QuestionIcon)
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringContaining('Unknown icon name "rocket-ship"'),
      expect.stringContaining('Unknown icon name "toString"'),
    ])
  })
})
