/**
 * The Spanish of the empty state's wording: what was searched, as a list of the applied filters (Spanish
 * adjectives would have to agree with the noun, so the filters are listed rather than strung into a phrase), and
 * the link texts of the nearest relaxations. Same inputs as searchSummary and relaxationLabel. Pure.
 */
import { formatPrice } from '@/lib/format'

import type { ListingState } from './listing-href'
import { slugLabel } from './listing-text'
import { BODY_STYLE_LABELS_ES, CONDITION_FILTER_LABELS_ES, mileageLabelEs, priceLabelEs, yearsLabelEs } from './listing-text-es'
import { termKind, termLabel, type CountedRelaxation } from './relaxations'

/** 'Usado, 2019, blue, Honda Civic, SUVs, «leather», menos de $25,000'. */
export function searchSummaryEs(state: ListingState, makeModelName?: string): string {
  const { filters } = state
  const keyword = state.keyword ?? []
  const others = keyword.filter((term) => termKind(term) === 'term')
  const makeModel = filters.makeModel
    ? (makeModelName ?? slugLabel([filters.makeModel.make, filters.makeModel.model].filter(Boolean).join('-')))
    : null
  const parts = [
    filters.condition ? CONDITION_FILTER_LABELS_ES[filters.condition].toLowerCase() : null,
    state.years ? yearsLabelEs(state.years) : null,
    ...keyword.filter((term) => termKind(term) !== 'term').map(termLabel),
    makeModel,
    filters.bodyStyle ? BODY_STYLE_LABELS_ES[filters.bodyStyle] : null,
    others.length > 0 ? `“${others.join(' ')}”` : null,
    filters.price ? priceLabelEs(filters.price).toLowerCase() : null,
    state.payment !== null ? `hasta ${formatPrice(state.payment)}/mes` : null,
    filters.mileage ? mileageLabelEs(filters.mileage).toLowerCase() : null,
  ]
  return parts.filter(Boolean).join(', ') || 'estos filtros'
}

/** '4 por más de $25,000', '7 en otros colores', '3 de otros modelos Honda'. */
export function relaxationLabelEs(relaxation: CountedRelaxation, state: ListingState, makeName?: string): string {
  const { filters } = state
  const n = relaxation.count
  switch (relaxation.kind) {
    case 'colour':
      return `${n} en otros colores`
    case 'drivetrain':
      return `${n} sin ${termLabel(relaxation.term ?? '')}`
    case 'term':
      return `${n} sin “${relaxation.term}”`
    case 'price':
      return filters.price
        ? `${n} por ${filters.price.kind === 'under' ? 'más' : 'menos'} de ${formatPrice(filters.price.amount)}`
        : `${n} a cualquier precio`
    case 'payment':
      return `${n} por más de ${formatPrice(state.payment ?? 0)}/mes`
    case 'bodyStyle':
      return `${n} de otros tipos de carrocería`
    case 'model':
      return `${n} de otros modelos ${makeName ?? slugLabel(filters.makeModel?.make ?? '')}`
    case 'make':
      return `${n} de otras marcas`
    case 'years':
      return `${n} de otros años`
    case 'mileage':
      return filters.mileage?.max != null ? `${n} con más millas` : `${n} con menos millas`
    case 'feature':
      return `${n} sin el filtro de ofertas`
    case 'condition':
      return `${n} en otras condiciones`
  }
}
