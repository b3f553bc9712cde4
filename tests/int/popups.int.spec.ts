import { describe, expect, it } from 'vitest'

import { finishPlan, safeRedirect } from '@/lib/popups/finish'
import { itemKeyOf, parseViewedItems, recordPageView, viewedCount, type ViewedItems } from '@/lib/popups/page-items'
import { normalizePath, pageMatches, type PopupPage } from '@/lib/popups/page-match'
import {
  adsValuesMatch,
  pendingTimers,
  popupShows,
  watchedSelectors,
  type PopupRules,
  type PopupSignals,
} from '@/lib/popups/visibility'
import { adsValuesOf, finishedPopupsOf, isLeadVisitor, withFinishedPopup } from '@/lib/popups/visitor'

import { POPUPS } from '../../seed/data/popups'

const SRP: PopupPage = { name: 'inventory', path: '/used-cars-for-sale', params: {} }
const VDP: PopupPage = {
  name: 'vehicle-detail',
  path: '/used-cars-for-sale/2019-honda-accord-ex-1hgcv1f30ka000001',
  params: { condition: 'used', vin: '1HGCV1F30KA000001', make: 'Honda' },
}
const HOME: PopupPage = { name: 'home', path: '/', params: {} }

function signals(overrides: Partial<PopupSignals> = {}): PopupSignals {
  return {
    page: SRP,
    isLead: true,
    adsValues: {},
    viewed: {},
    seenTags: new Set(),
    clicked: new Set(),
    elapsedSeconds: 0,
    finished: [],
    disabled: [],
    ...overrides,
  }
}

const popup = (conditions: PopupRules['conditions'], close = false): PopupRules => ({
  key: 'test',
  conditions,
  submitted: { close },
})

describe('the seeded unlock-inventory popup', () => {
  const [unlock] = POPUPS

  it('shows to leads on search and vehicle pages only', () => {
    expect(popupShows(unlock, signals({ page: SRP }))).toBe(true)
    expect(popupShows(unlock, signals({ page: VDP }))).toBe(true)
    expect(popupShows(unlock, signals({ page: HOME }))).toBe(false)
    expect(popupShows(unlock, signals({ isLead: false }))).toBe(false)
  })

  it('never shows again once finished, nor while switched off for the session', () => {
    expect(popupShows(unlock, signals({ finished: ['unlock-inventory'] }))).toBe(false)
    expect(popupShows(unlock, signals({ disabled: ['unlock-inventory'] }))).toBe(false)
    expect(popupShows(unlock, signals({ finished: ['another'] }))).toBe(true)
  })

  it('shows Access Granted for 3 s, then closes', () => {
    expect(finishPlan(unlock.submitted)).toEqual({ kind: 'close', afterMs: 3000 })
  })
})

describe('popup conditions', () => {
  it('needs at least one passing condition; none means never', () => {
    expect(popupShows(popup([]), signals())).toBe(false)
    expect(popupShows(popup(null), signals())).toBe(false)
    const either = popup([{ pages: [{ kind: 'name', match: 'home' }] }, { pages: [{ kind: 'path', match: '/used-cars-for-sale/' }] }])
    expect(popupShows(either, signals())).toBe(true)
    expect(popupShows(either, signals({ page: VDP }))).toBe(false)
  })

  it('passes an empty condition: unset rules are ignored', () => {
    expect(popupShows(popup([{}]), signals({ isLead: false }))).toBe(true)
  })

  it('lets a lead see an isLead-only popup unless it closes on submit', () => {
    expect(popupShows(popup([{ isLead: true }]), signals())).toBe(true)
    expect(popupShows(popup([{ isLead: true }], true), signals())).toBe(false)
    expect(popupShows(popup([{ isLead: true }]), signals({ isLead: false }))).toBe(false)
  })

  it('matches pages by name (with aliases), exact path and regular expression', () => {
    expect(pageMatches({ kind: 'name', match: 'search' }, SRP)).toBe(true)
    expect(pageMatches({ kind: 'name', match: 'vehicle-detail' }, SRP)).toBe(false)
    expect(pageMatches({ kind: 'path', match: '/Used-Cars-For-Sale/' }, SRP)).toBe(true)
    expect(pageMatches({ kind: 'regex', match: '^/used-cars-for-sale/' }, VDP)).toBe(true)
    expect(pageMatches({ kind: 'regex', match: '^/used-cars-for-sale/' }, SRP)).toBe(false)
    expect(pageMatches({ kind: 'regex', match: '([' }, SRP)).toBe(false)
    expect(normalizePath('/cars-for-sale/?sort=new#x')).toBe('/cars-for-sale')
    expect(normalizePath('/')).toBe('/')
  })

  it('waits for the timer, the tagged element and the clicked item', () => {
    const timed = popup([{ timer: 5, tagQuery: '#faq', itemClicked: '.card' }])
    const all = { elapsedSeconds: 5, seenTags: new Set(['#faq']), clicked: new Set(['.card']) }
    expect(popupShows(timed, signals(all))).toBe(true)
    expect(popupShows(timed, signals({ ...all, elapsedSeconds: 4 }))).toBe(false)
    expect(popupShows(timed, signals({ ...all, seenTags: new Set() }))).toBe(false)
    expect(popupShows(timed, signals({ ...all, clicked: new Set(['.other']) }))).toBe(false)
    expect(pendingTimers(popup([{ timer: 5 }, { timer: 2 }, { timer: 5 }]), 0)).toEqual([2, 5])
    expect(pendingTimers(popup([{ timer: 5 }, { timer: 2 }]), 3)).toEqual([5])
    expect(watchedSelectors([timed, popup([{ tagQuery: '#faq' }, { tagQuery: '  ' }])])).toEqual({
      tags: ['#faq'],
      clicks: ['.card'],
    })
  })

  it('checks ad values: any, none, one value, and in / not lists', () => {
    const google = { utm_source: 'google', gclid: 'abc' }
    expect(adsValuesMatch(true, google)).toBe(true)
    expect(adsValuesMatch(true, {})).toBe(false)
    expect(adsValuesMatch(false, {})).toBe(true)
    expect(adsValuesMatch(false, google)).toBe(false)
    expect(adsValuesMatch('google', google)).toBe(true)
    expect(adsValuesMatch('facebook', google)).toBe(false)
    expect(adsValuesMatch({ in: ['google', 'bing'] }, google)).toBe(true)
    expect(adsValuesMatch({ in: ['bing'] }, google)).toBe(false)
    expect(adsValuesMatch({ not: ['google'] }, google)).toBe(false)
    expect(adsValuesMatch({ not: ['facebook'] }, google)).toBe(true)
    expect(adsValuesMatch({ in: [], not: [] }, {})).toBe(true)
  })
})

describe('items viewed (viewedPagesItems)', () => {
  const counting = (params: Record<string, true | string | string[]> | null, minCount: number, maxCount?: number) =>
    popup([{ pageItemsViewed: [{ target: 'vehicle-detail', params, minCount, maxCount }] }])

  it('keys items by the rule params: true any value, a text equal, a list one of', () => {
    expect(itemKeyOf({ vin: true }, VDP)).toEqual({ key: 'vin=1HGCV1F30KA000001', invalid: false })
    expect(itemKeyOf({ condition: 'used', vin: true }, VDP).key).toBe('condition=used&vin=1HGCV1F30KA000001')
    expect(itemKeyOf({ condition: 'new' }, VDP).key).toBeNull()
    expect(itemKeyOf({ make: ['Honda', 'Toyota'] }, VDP).key).toBe('make=Honda')
    expect(itemKeyOf({ trim: true }, VDP).key).toBeNull()
    expect(itemKeyOf(null, VDP).key).toBe(VDP.path)
    expect(itemKeyOf({}, VDP).key).toBe(VDP.path)
  })

  it('flags a malformed params rule and counts nothing for it', () => {
    // Stored JSON the admin validation would refuse, e.g. written straight to the database.
    const malformed = JSON.parse('{"vin": 3}') as Record<string, true>
    expect(itemKeyOf(malformed, VDP)).toEqual({ key: null, invalid: true })
    const { store, invalid } = recordPageView({}, [counting(malformed, 0)], VDP)
    expect(invalid).toEqual(['test/0/0'])
    expect(viewedCount(store, 'test', 0, 0)).toBe(0)
  })

  it('counts distinct vehicles, not visits, and passes between min and max', () => {
    const rules = counting({ vin: true }, 2, 3)
    let store: ViewedItems = {}
    const view = (vin: string) => {
      store = recordPageView(store, [rules], { ...VDP, params: { ...VDP.params, vin } }).store
    }
    view('A')
    view('A')
    expect(store.test[0][0]).toEqual({ countVisits: 2, itemsListViewed: ['vin=A'] })
    expect(popupShows(rules, signals({ page: VDP, viewed: store }))).toBe(false)
    view('B')
    expect(popupShows(rules, signals({ page: VDP, viewed: store }))).toBe(true)
    view('C')
    view('D')
    expect(viewedCount(store, 'test', 0, 0)).toBe(4)
    expect(popupShows(rules, signals({ page: VDP, viewed: store }))).toBe(false)
    // Other pages count nothing.
    expect(recordPageView(store, [rules], SRP).store).toEqual(store)
  })

  it('starts over from unreadable storage', () => {
    expect(parseViewedItems('not json')).toEqual({})
    expect(parseViewedItems('[1]')).toEqual({})
    expect(parseViewedItems(null)).toEqual({})
    expect(parseViewedItems('{"a":{"0":{"0":{"countVisits":1,"itemsListViewed":["x"]}}}}')).toEqual({
      a: { 0: { 0: { countVisits: 1, itemsListViewed: ['x'] } } },
    })
  })
})

describe('the visitor as the popups see them', () => {
  it('is a lead after a lead (adfLead) or with all four contact cookies', () => {
    expect(isLeadVisitor({ adfLead: '1' })).toBe(true)
    expect(isLeadVisitor({ firstName: 'Jane', lastName: 'Doe', email: 'j@example.com', phone: '8155550100' })).toBe(true)
    expect(isLeadVisitor({ firstName: 'Jane', lastName: 'Doe', email: 'j@example.com' })).toBe(false)
    expect(isLeadVisitor({})).toBe(false)
  })

  it('reads ad values and the finished list from cookies', () => {
    expect(adsValuesOf({ adsValues: '{"utm_source":"google","n":1}' })).toEqual({ utm_source: 'google' })
    expect(adsValuesOf({ adsValues: '{bad' })).toEqual({})
    expect(finishedPopupsOf({ finishedPopups: 'a, b,,' })).toEqual(['a', 'b'])
    expect(withFinishedPopup(['a'], 'b')).toBe('a,b')
    expect(withFinishedPopup(['a', 'b'], 'a')).toBe('a,b')
  })
})

describe('after a submit', () => {
  it('redirects first, then closes after the delay, then at once, else stays', () => {
    expect(finishPlan({ redirect: '/cars-for-sale', timeoutClose: 3, close: true })).toEqual({
      kind: 'redirect',
      to: '/cars-for-sale',
    })
    expect(finishPlan({ timeoutClose: 2, close: true })).toEqual({ kind: 'close', afterMs: 2000 })
    expect(finishPlan({ close: true })).toEqual({ kind: 'close', afterMs: 0 })
    expect(finishPlan({})).toEqual({ kind: 'stay' })
    expect(finishPlan(null)).toEqual({ kind: 'stay' })
  })

  it('redirects only to this site or an http(s) address', () => {
    expect(safeRedirect('/thanks')).toBe('/thanks')
    expect(safeRedirect('https://example.com/x')).toBe('https://example.com/x')
    expect(safeRedirect('//evil.example')).toBeNull()
    expect(safeRedirect('javascript:alert(1)')).toBeNull()
    expect(safeRedirect('  ')).toBeNull()
    expect(finishPlan({ redirect: 'javascript:alert(1)', close: true })).toEqual({ kind: 'close', afterMs: 0 })
  })
})
