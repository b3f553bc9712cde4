import { describe, expect, it } from 'vitest'

import type { ViewedItems } from '@/lib/popups/page-items'
import type { PopupPage } from '@/lib/popups/page-match'
import { conditionPasses, popupShows, rulesOf, type PopupCondition, type PopupRules, type PopupSignals } from '@/lib/popups/visibility'

/**
 * The popup evaluator over every condition kind and every combination of them: a condition
 * passes exactly when every rule it sets passes (rules it leaves empty are ignored, however the signals stand),
 * and a popup shows when at least one condition passes and it is neither finished nor switched off.
 */

const SRP: PopupPage = { name: 'inventory', path: '/used-cars-for-sale', params: {} }
const HOME: PopupPage = { name: 'home', path: '/', params: {} }
/** `count` distinct vehicles counted by the first items rule of the first two conditions. */
const viewed = (count: number): ViewedItems => {
  const entry = { countVisits: count, itemsListViewed: Array.from({ length: count }, (_, i) => `vin=${i}`) }
  return { test: { 0: { 0: entry }, 1: { 0: entry } } }
}

type Kind = 'isLead' | 'pages' | 'pageItemsViewed' | 'adsValues' | 'tagQuery' | 'itemClicked' | 'timer'

/** Per kind: the rule as a condition sets it, and the signals under which it passes or fails. */
const KINDS: Record<Kind, { rule: PopupCondition; pass: Partial<PopupSignals>; fail: Partial<PopupSignals> }> = {
  isLead: { rule: { isLead: true }, pass: { isLead: true }, fail: { isLead: false } },
  pages: { rule: { pages: [{ kind: 'name', match: 'inventory' }] }, pass: { page: SRP }, fail: { page: HOME } },
  pageItemsViewed: {
    rule: { pageItemsViewed: [{ target: 'vehicle-detail', params: { vin: true }, minCount: 2, maxCount: 3 }] },
    pass: { viewed: viewed(2) },
    fail: { viewed: viewed(1) },
  },
  adsValues: { rule: { adsValues: 'google' }, pass: { adsValues: { utm_source: 'google' } }, fail: { adsValues: {} } },
  tagQuery: { rule: { tagQuery: '#faq' }, pass: { seenTags: new Set(['#faq']) }, fail: { seenTags: new Set() } },
  itemClicked: { rule: { itemClicked: '.card' }, pass: { clicked: new Set(['.card']) }, fail: { clicked: new Set() } },
  timer: { rule: { timer: 5 }, pass: { elapsedSeconds: 5 }, fail: { elapsedSeconds: 4 } },
}
const ALL = Object.keys(KINDS) as Kind[]

const BASE: PopupSignals = {
  page: SRP,
  isLead: false,
  adsValues: {},
  viewed: {},
  seenTags: new Set(),
  clicked: new Set(),
  elapsedSeconds: 0,
  finished: [],
  disabled: [],
}

/** Signals where the `passing` kinds pass and every other kind fails. */
function signalsWith(passing: readonly Kind[]): PopupSignals {
  return ALL.reduce<PopupSignals>(
    (signals, kind) => ({ ...signals, ...(passing.includes(kind) ? KINDS[kind].pass : KINDS[kind].fail) }),
    BASE,
  )
}

const conditionOf = (kinds: readonly Kind[]): PopupCondition =>
  kinds.reduce<PopupCondition>((condition, kind) => ({ ...condition, ...KINDS[kind].rule }), {})

/** Every subset of the seven kinds (128). */
const SUBSETS: Kind[][] = Array.from({ length: 1 << ALL.length }, (_, mask) => ALL.filter((_, i) => mask & (1 << i)))

const popup = (conditions: PopupCondition[], close = false): PopupRules => ({ key: 'test', conditions, submitted: { close } })

describe('every combination of condition rules', () => {
  it.each(SUBSETS.map((kinds) => [kinds.join(' + ') || '(no rules)', kinds] as const))(
    '%s: passes only when every rule it sets passes',
    (_, kinds) => {
      const condition = conditionOf(kinds)
      expect(rulesOf(condition)).toEqual(kinds)
      // Every set rule passing, every other kind's signal failing: passes (unset rules are ignored).
      expect(conditionPasses(popup([condition]), condition, 0, signalsWith(kinds))).toBe(true)
      expect(popupShows(popup([condition]), signalsWith(kinds))).toBe(true)
      // Any one set rule failing fails the condition.
      for (const failing of kinds) {
        const signals = signalsWith(kinds.filter((kind) => kind !== failing))
        expect(conditionPasses(popup([condition]), condition, 0, signals), `${failing} failing`).toBe(false)
      }
      // Finished or switched off for the session: never, whatever passes.
      expect(popupShows(popup([condition]), { ...signalsWith(ALL), finished: ['test'] })).toBe(false)
      expect(popupShows(popup([condition]), { ...signalsWith(ALL), disabled: ['test'] })).toBe(false)
    },
  )
})

describe('several conditions', () => {
  const pairs = ALL.flatMap((a) => ALL.filter((b) => b !== a).map((b) => [a, b] as const))

  it.each(pairs)('%s or %s: shows when either passes, not when neither does', (a, b) => {
    const either = popup([conditionOf([a]), conditionOf([b])])
    expect(popupShows(either, signalsWith([a]))).toBe(true)
    expect(popupShows(either, signalsWith([b]))).toBe(true)
    expect(popupShows(either, signalsWith([a, b]))).toBe(true)
    expect(popupShows(either, signalsWith([]))).toBe(false)
  })

  it('needs one condition at least', () => {
    expect(popupShows(popup([]), signalsWith(ALL))).toBe(false)
  })
})

describe('the isLead rule with submitted.close (a lead sees an isLead-only popup unless it closes on submit)', () => {
  it.each([
    [['isLead'], true, false],
    [['isLead'], false, true],
    [['isLead', 'timer'], true, true],
    [['isLead', 'pages'], true, true],
  ] as Array<[Kind[], boolean, boolean]>)('%j with close %s shows to a lead: %s', (kinds, close, shows) => {
    expect(popupShows(popup([conditionOf(kinds)], close), signalsWith(ALL))).toBe(shows)
  })

  it('never shows an isLead condition to a visitor who is not a lead', () => {
    for (const close of [true, false]) {
      expect(popupShows(popup([{ isLead: true }], close), signalsWith(ALL.filter((kind) => kind !== 'isLead')))).toBe(false)
    }
  })
})

describe('bounds of the items-viewed rule', () => {
  it.each([
    [0, 2, 3, false],
    [1, 2, 3, false],
    [2, 2, 3, true],
    [3, 2, 3, true],
    [4, 2, 3, false],
    [0, 0, null, true],
    [99, 0, null, true],
    [0, null, 0, true],
    [1, null, 0, false],
  ] as Array<[number, number | null, number | null, boolean]>)('%i items with min %s and max %s: %s', (count, minCount, maxCount, shows) => {
    const rules = popup([{ pageItemsViewed: [{ target: 'vehicle-detail', params: { vin: true }, minCount, maxCount }] }])
    expect(popupShows(rules, { ...BASE, viewed: viewed(count) })).toBe(shows)
  })
})
