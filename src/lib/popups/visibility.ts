/**
 * When a popup shows: at least one of its conditions passes, and a condition passes only
 * when every rule filled in it passes (pages, items viewed, ad values, a tagged element in view, a clicked item,
 * the timer). Finished popups, and popups switched off for the session, never show. Pure: the browser gathers the
 * signals (cookies, local storage, observers, the clock) and asks here.
 *
 * The isLead rule: leads — visitors who have given their contact details — see the
 * unlock-inventory popup; the rule passes only for them. A condition whose only rule is isLead passes for a lead
 * unless the popup closes on submit; such a popup is thus excluded for leads.
 */
import type { Popup } from '@/payload-types'

import { pageMatches, type PopupPage } from './page-match'
import { viewedCount, type ViewedItems } from './page-items'

export type PopupCondition = NonNullable<Popup['conditions']>[number]

/** The parts of a popup its visibility depends on. */
export type PopupRules = Pick<Popup, 'key' | 'conditions'> & { submitted?: Pick<NonNullable<Popup['submitted']>, 'close'> | null }

/** What the browser knows when it asks. */
export interface PopupSignals {
  page: PopupPage
  isLead: boolean
  adsValues: Readonly<Record<string, string>>
  viewed: ViewedItems
  /** Selectors of tagQuery rules whose element has been in the viewport. */
  seenTags: ReadonlySet<string>
  /** Selectors of itemClicked rules the visitor has clicked. */
  clicked: ReadonlySet<string>
  /** Seconds since the page mounted. */
  elapsedSeconds: number
  /** Popups finished (cookie) and switched off for this session. */
  finished: readonly string[]
  disabled: readonly string[]
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== ''

/** The rules a condition actually sets; empty ones are ignored (the admin's help text says so). */
export function rulesOf(condition: PopupCondition): string[] {
  const rules: string[] = []
  if (condition.isLead) rules.push('isLead')
  if (condition.pages?.length) rules.push('pages')
  if (condition.pageItemsViewed?.length) rules.push('pageItemsViewed')
  if (condition.adsValues !== null && condition.adsValues !== undefined) rules.push('adsValues')
  if (filled(condition.tagQuery)) rules.push('tagQuery')
  if (filled(condition.itemClicked)) rules.push('itemClicked')
  if (typeof condition.timer === 'number' && condition.timer > 0) rules.push('timer')
  return rules
}

/**
 * The adsValues rule: true — the visitor has a stored ad value; false — none; a text — one stored value equals
 * it; { in, not } — a value is in `in` (when given) and none is in `not`.
 */
export function adsValuesMatch(rule: PopupCondition['adsValues'], values: Readonly<Record<string, string>>): boolean {
  const stored = Object.values(values)
  if (rule === null || rule === undefined) return true
  if (typeof rule === 'boolean') return rule === stored.length > 0
  if (typeof rule === 'string') return stored.includes(rule)
  const inList = rule.in ?? []
  const notList = rule.not ?? []
  if (inList.length > 0 && !stored.some((value) => inList.includes(value))) return false
  return !stored.some((value) => notList.includes(value))
}

/** True when every rule the condition sets passes. */
export function conditionPasses(
  popup: PopupRules,
  condition: PopupCondition,
  index: number,
  signals: PopupSignals,
): boolean {
  const rules = rulesOf(condition)
  if (condition.isLead) {
    if (!signals.isLead) return false
    if (rules.length === 1 && popup.submitted?.close) return false
  }
  if (condition.pages?.length && !condition.pages.some((rule) => pageMatches(rule, signals.page))) return false
  const itemsOk = (condition.pageItemsViewed ?? []).every((rule, ruleIndex) => {
    const count = viewedCount(signals.viewed, popup.key, index, ruleIndex)
    return count >= (rule.minCount ?? 0) && (rule.maxCount == null || count <= rule.maxCount)
  })
  if (!itemsOk) return false
  if (!adsValuesMatch(condition.adsValues, signals.adsValues)) return false
  if (filled(condition.tagQuery) && !signals.seenTags.has(condition.tagQuery)) return false
  if (filled(condition.itemClicked) && !signals.clicked.has(condition.itemClicked)) return false
  if (typeof condition.timer === 'number' && condition.timer > signals.elapsedSeconds) return false
  return true
}

/** True when the popup shows now: not finished or switched off, and at least one condition passes. */
export function popupShows(popup: PopupRules, signals: PopupSignals): boolean {
  if (signals.finished.includes(popup.key) || signals.disabled.includes(popup.key)) return false
  return (popup.conditions ?? []).some((condition, index) => conditionPasses(popup, condition, index, signals))
}

/**
 * The page-time thresholds (seconds) still ahead for the conditions' timers, ascending: the browser asks again
 * at each of them.
 */
export function pendingTimers(popup: PopupRules, elapsedSeconds: number): number[] {
  const timers = (popup.conditions ?? [])
    .map((condition) => condition.timer)
    .filter((timer): timer is number => typeof timer === 'number' && timer > elapsedSeconds)
  return [...new Set(timers)].sort((a, b) => a - b)
}

/** The selectors the browser must watch: elements to see in the viewport (tagQuery) and to click (itemClicked). */
export function watchedSelectors(popups: readonly PopupRules[]): { tags: string[]; clicks: string[] } {
  const conditions = popups.flatMap((popup) => popup.conditions ?? [])
  return {
    tags: [...new Set(conditions.map((c) => c.tagQuery).filter(filled))],
    clicks: [...new Set(conditions.map((c) => c.itemClicked).filter(filled))],
  }
}
