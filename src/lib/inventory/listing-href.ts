import { buildInventoryPath, type GrammarContext, type InventoryFilters } from './filters'
import type { Locale } from '@/lib/i18n/locales'

import { keywordValue, yearValue, type YearRange } from './search-params'

/** The listing state every filter link starts from. */
export interface ListingState {
  filters: InventoryFilters
  ctx: GrammarContext
  payment: number | null
  /** The free-text search's keyword terms (`q=`); absent or [] without one. */
  keyword?: readonly string[]
  /** The free-text search's model-year window (`year=`); absent or null without one. */
  years?: YearRange | null
  /** The page's language: its links and forms stay under `/es` (ListingLink, localePath); English when absent. */
  locale?: Locale
}

/** A change to the listing; any filter change returns to page 1 unless the change sets a page. */
export type ListingChange = Partial<InventoryFilters> & {
  payment?: number | null
  keyword?: readonly string[]
  years?: YearRange | null
}

/**
 * The one link builder of the results page: the grammar's canonical URL plus the parameters the grammar does not
 * know (monthly payment, keyword, model years), kept in the canonical alphabetical order of the query string.
 */
export function listingHref(state: ListingState, change: ListingChange = {}): string {
  const { payment: changedPayment, keyword: changedKeyword, years: changedYears, ...filterChange } = change
  const payment = changedPayment === undefined ? state.payment : changedPayment
  const keyword = changedKeyword ?? state.keyword ?? []
  const years = changedYears === undefined ? (state.years ?? null) : changedYears
  const path = buildInventoryPath({ ...state.filters, page: 1, ...filterChange }, state.ctx)
  const extra: string[] = []
  if (payment !== null) extra.push(`payment=${payment}`)
  if (keyword.length > 0) extra.push(new URLSearchParams({ q: keywordValue(keyword) }).toString())
  if (years) extra.push(`year=${yearValue(years)}`)
  if (extra.length === 0) return path
  const [pathname, search = ''] = path.split('?')
  const pairs = [...(search ? search.split('&') : []), ...extra].sort()
  return `${pathname}?${pairs.join('&')}`
}
