/**
 * A search that finds nothing never dead-ends: the nearest relaxations of it — each drops or widens ONE
 * constraint (a model widens to its make, every other filter and each keyword term is dropped) — counted over the
 * facet index and offered in the empty state, most results first: "No blue AWD SUVs under $25,000; 4 over
 * $25,000, 7 in other colours". Pure: the caller counts each candidate (relaxCriteria gives its criteria).
 */
import { formatPrice } from '@/lib/format'

import type { SearchCriteria } from './facets'
import type { ListingChange, ListingState } from './listing-href'
import { BODY_STYLE_LABELS, CONDITION_LABELS, mileageLabel, priceLabel, slugLabel } from './listing-text'
import type { YearRange } from './search-params'

/** What one relaxation drops or widens. */
export type RelaxationKind =
  | 'condition'
  | 'bodyStyle'
  | 'model'
  | 'make'
  | 'feature'
  | 'price'
  | 'payment'
  | 'mileage'
  | 'years'
  | 'colour'
  | 'drivetrain'
  | 'term'

/** One relaxation: the listing change that makes it, and the keyword term it drops (for term kinds). */
export interface Relaxation {
  kind: RelaxationKind
  change: ListingChange
  term?: string
}

/** A relaxation with the number of vehicles it would list. */
export type CountedRelaxation = Relaxation & { count: number }

/** Colour words a keyword term may be; dropping one offers "in other colours". */
export const COLOUR_WORDS: ReadonlySet<string> = new Set([
  'black', 'white', 'silver', 'gray', 'grey', 'red', 'blue', 'green', 'brown', 'beige', 'gold', 'orange', 'yellow',
  'purple', 'maroon', 'burgundy', 'tan', 'navy', 'charcoal', 'pearl', 'bronze', 'champagne',
])

const DRIVE_TERMS: ReadonlySet<string> = new Set(['awd', 'fwd', 'rwd'])

export function termKind(term: string): RelaxationKind {
  if (COLOUR_WORDS.has(term)) return 'colour'
  return DRIVE_TERMS.has(term) ? 'drivetrain' : 'term'
}

/** Every one-step relaxation of a search, in the order constraints are listed (ties keep this order). */
export function relaxationsOf(criteria: SearchCriteria): Relaxation[] {
  const out: Relaxation[] = []
  const keyword = criteria.keyword ?? []
  for (const term of keyword) {
    out.push({ kind: termKind(term), term, change: { keyword: keyword.filter((other) => other !== term) } })
  }
  if (criteria.price) out.push({ kind: 'price', change: { price: null } })
  if (criteria.maxPrice !== null) out.push({ kind: 'payment', change: { payment: null } })
  if (criteria.bodyStyle) out.push({ kind: 'bodyStyle', change: { bodyStyle: null } })
  if (criteria.makeModel?.model) out.push({ kind: 'model', change: { makeModel: { make: criteria.makeModel.make, model: null } } })
  else if (criteria.makeModel) out.push({ kind: 'make', change: { makeModel: null } })
  if (criteria.years) out.push({ kind: 'years', change: { years: null } })
  if (criteria.mileage) out.push({ kind: 'mileage', change: { mileage: null } })
  if (criteria.feature) out.push({ kind: 'feature', change: { feature: null } })
  if (criteria.condition) out.push({ kind: 'condition', change: { condition: null } })
  return out
}

/** The criteria of a relaxed search (a dropped payment lifts its price ceiling). */
export function relaxCriteria(criteria: SearchCriteria, change: ListingChange): SearchCriteria {
  const { payment, keyword, years, ...filters } = change
  const relaxed: SearchCriteria = { ...criteria }
  for (const key of ['condition', 'bodyStyle', 'makeModel', 'feature', 'price', 'mileage'] as const) {
    if (key in filters) Object.assign(relaxed, { [key]: filters[key] ?? null })
  }
  if (payment === null) relaxed.maxPrice = null
  if (keyword !== undefined) relaxed.keyword = keyword
  if (years !== undefined) relaxed.years = years
  return relaxed
}

/** The relaxations that list something, most vehicles first (ties in candidate order), at most `limit`. */
export function rankRelaxations(candidates: readonly Relaxation[], counts: readonly number[], limit = 4): CountedRelaxation[] {
  return candidates
    .map((relaxation, order) => ({ ...relaxation, count: counts[order] ?? 0, order }))
    .filter((relaxation) => relaxation.count > 0)
    .sort((a, b) => b.count - a.count || a.order - b.order)
    .slice(0, limit)
    .map(({ order: _order, ...relaxation }) => relaxation)
}

/** '2019', '2017–2019', '2018 or newer', '2014 or older'. */
export function yearsLabel(range: YearRange): string {
  if (range.min !== null && range.max !== null) return range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`
  return range.min !== null ? `${range.min} or newer` : `${range.max} or older`
}

export const termLabel = (term: string): string => (DRIVE_TERMS.has(term) ? term.toUpperCase() : term)

/**
 * What the shopper searched for, as a noun phrase: '2019 blue AWD Honda Civic SUVs under $25,000'. The make and
 * model's display name comes from the facets when the page knows it; slugs are spelled out otherwise.
 */
export function searchSummary(state: ListingState, makeModelName?: string): string {
  const { filters } = state
  const keyword = state.keyword ?? []
  const adjectives = keyword.filter((term) => termKind(term) !== 'term').map(termLabel)
  const others = keyword.filter((term) => termKind(term) === 'term')
  const makeModel = filters.makeModel
    ? (makeModelName ?? slugLabel([filters.makeModel.make, filters.makeModel.model].filter(Boolean).join('-')))
    : null
  const parts = [
    filters.condition ? CONDITION_LABELS[filters.condition].toLowerCase() : null,
    state.years ? yearsLabel(state.years) : null,
    ...adjectives,
    makeModel,
    filters.bodyStyle ? BODY_STYLE_LABELS[filters.bodyStyle] : 'vehicles',
    others.length > 0 ? `matching “${others.join(' ')}”` : null,
    filters.price ? priceLabel(filters.price).toLowerCase() : null,
    state.payment !== null ? `up to ${formatPrice(state.payment)}/mo` : null,
    filters.mileage ? mileageLabel(filters.mileage).toLowerCase() : null,
  ]
  return parts.filter(Boolean).join(' ')
}

/** The link text of a relaxation: '4 over $25,000', '7 in other colours', '3 other Honda models'. */
export function relaxationLabel(relaxation: CountedRelaxation, state: ListingState, makeName?: string): string {
  const { filters } = state
  const n = relaxation.count
  switch (relaxation.kind) {
    case 'colour':
      return `${n} in other colours`
    case 'drivetrain':
      return `${n} without ${termLabel(relaxation.term ?? '')}`
    case 'term':
      return `${n} without “${relaxation.term}”`
    case 'price':
      return filters.price ? `${n} ${filters.price.kind === 'under' ? 'over' : 'under'} ${formatPrice(filters.price.amount)}` : `${n} at any price`
    case 'payment':
      return `${n} over ${formatPrice(state.payment ?? 0)}/mo`
    case 'bodyStyle':
      return `${n} of other body styles`
    case 'model':
      return `${n} other ${makeName ?? slugLabel(filters.makeModel?.make ?? '')} models`
    case 'make':
      return `${n} of other makes`
    case 'years':
      return `${n} from other years`
    case 'mileage':
      return filters.mileage?.max != null ? `${n} with more miles` : `${n} with fewer miles`
    case 'feature':
      return `${n} without the deal filter`
    case 'condition':
      return `${n} in other conditions`
  }
}
