import { buildInventoryPath, type GrammarContext, type InventoryFilters } from './filters'

/** The listing state every filter link starts from. */
export interface ListingState {
  filters: InventoryFilters
  ctx: GrammarContext
  payment: number | null
}

/** A change to the listing; any filter change returns to page 1 unless the change sets a page. */
export type ListingChange = Partial<InventoryFilters> & { payment?: number | null }

/**
 * The one link builder of the results page: the grammar's canonical URL plus the monthly-payment parameter,
 * which the grammar does not know, kept in the canonical alphabetical order of the query string.
 */
export function listingHref(state: ListingState, change: ListingChange = {}): string {
  const { payment: changedPayment, ...filterChange } = change
  const payment = changedPayment === undefined ? state.payment : changedPayment
  const path = buildInventoryPath({ ...state.filters, page: 1, ...filterChange }, state.ctx)
  if (payment === null) return path
  const [pathname, search = ''] = path.split('?')
  const pairs = [...(search ? search.split('&') : []), `payment=${payment}`].sort()
  return `${pathname}?${pairs.join('&')}`
}
