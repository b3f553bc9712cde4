/**
 * The pageItemsViewed rule: the distinct items (vehicles…) a visitor has viewed, kept in
 * local storage under `viewedPagesItems` per popup, per condition and per rule as `countVisits` and
 * `itemsListViewed`. Items are keyed by the rule's route params, or by the full path when it names none. Pure:
 * the store goes in and a new one comes out.
 */
import type { Popup } from '@/payload-types'

import { targetMatches, type PopupPage } from './page-match'

/** The local-storage key of the viewed-items counts (viewedPagesItems). */
export const VIEWED_ITEMS_STORAGE_KEY = 'viewedPagesItems'

/** Items remembered per rule; older ones are dropped so local storage stays small. */
export const MAX_ITEMS_PER_RULE = 200

/** What one rule has counted. */
export interface ViewedRuleEntry {
  countVisits: number
  itemsListViewed: string[]
}

/** popup key → condition index → rule index → entry. */
export type ViewedItems = Record<string, Record<string, Record<string, ViewedRuleEntry>>>

type ItemsRule = NonNullable<NonNullable<Popup['conditions']>[number]['pageItemsViewed']>[number]

/** SPEC: 'Wrong param value in popup conditions', for a params rule that is neither true, a text nor a list. */
export const WRONG_PARAM_MESSAGE = 'Wrong param value in popup conditions'

/**
 * The item a page view counts as for a rule: `param=value` pairs of the rule's params, or the full path when
 * the rule names none. Null when the page does not count: a param is missing or does not have the value the
 * rule asks for (true: any value; a text: equal; a list: one of it), or the rule is malformed (`invalid`).
 */
export function itemKeyOf(
  params: ItemsRule['params'],
  page: PopupPage,
): { key: string | null; invalid: boolean } {
  if (params === null || params === undefined) return { key: page.path, invalid: false }
  if (typeof params !== 'object' || Array.isArray(params)) return { key: null, invalid: true }
  const entries = Object.entries(params)
  if (entries.length === 0) return { key: page.path, invalid: false }
  const parts: string[] = []
  for (const [param, expected] of entries) {
    const valid = expected === true || typeof expected === 'string' || Array.isArray(expected)
    if (!valid) return { key: null, invalid: true }
    const value = page.params[param]
    if (value === undefined) return { key: null, invalid: false }
    if (typeof expected === 'string' && value !== expected) return { key: null, invalid: false }
    if (Array.isArray(expected) && !expected.includes(value)) return { key: null, invalid: false }
    parts.push(`${param}=${value}`)
  }
  return { key: parts.join('&'), invalid: false }
}

/** Parses the stored value; anything unreadable starts over empty. */
export function parseViewedItems(raw: string | null | undefined): ViewedItems {
  if (!raw) return {}
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ViewedItems) : {}
  } catch {
    return {}
  }
}

function entryOf(store: ViewedItems, popup: string, condition: number, rule: number): ViewedRuleEntry {
  const entry = store[popup]?.[condition]?.[rule]
  const items = Array.isArray(entry?.itemsListViewed) ? entry.itemsListViewed.filter((i) => typeof i === 'string') : []
  return { countVisits: typeof entry?.countVisits === 'number' ? entry.countVisits : 0, itemsListViewed: items }
}

/**
 * The store after a page view: every rule whose target is this page counts a visit and, when the page is an
 * item it has not seen, adds it. `invalid` lists the rules whose params are malformed (they count nothing).
 */
export function recordPageView(
  store: ViewedItems,
  popups: readonly Pick<Popup, 'key' | 'conditions'>[],
  page: PopupPage,
): { store: ViewedItems; invalid: string[] } {
  const next: ViewedItems = { ...store }
  const invalid: string[] = []
  for (const popup of popups) {
    popup.conditions?.forEach((condition, conditionIndex) => {
      condition.pageItemsViewed?.forEach((rule, ruleIndex) => {
        if (!targetMatches(rule.target, page)) return
        const { key, invalid: malformed } = itemKeyOf(rule.params, page)
        if (malformed) invalid.push(`${popup.key}/${conditionIndex}/${ruleIndex}`)
        const entry = entryOf(store, popup.key, conditionIndex, ruleIndex)
        const seen = key !== null && entry.itemsListViewed.includes(key)
        const items = key === null || seen ? entry.itemsListViewed : [...entry.itemsListViewed, key]
        next[popup.key] = {
          ...next[popup.key],
          [conditionIndex]: {
            ...next[popup.key]?.[conditionIndex],
            [ruleIndex]: { countVisits: entry.countVisits + 1, itemsListViewed: items.slice(-MAX_ITEMS_PER_RULE) },
          },
        }
      })
    })
  }
  return { store: next, invalid }
}

/** How many distinct items a rule has counted. */
export function viewedCount(store: ViewedItems, popup: string, condition: number, rule: number): number {
  return entryOf(store, popup, condition, rule).itemsListViewed.length
}
