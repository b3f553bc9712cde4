/**
 * The Spanish wording of a listing's heading (issue 11), from the same filters as listingHeading. Pure.
 * Spanish puts the noun first: "Autos usados en venta", "SUVs Toyota RAV4 nuevos en venta por menos de $20,000".
 */
import { formatPrice } from '@/lib/format'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import type { InventoryFilters } from './filters'
import { slugLabel } from './listing-text'

export const BODY_STYLE_LABELS_ES: Readonly<Record<BodyStyleValue, string>> = {
  suvs: 'SUVs',
  sedans: 'Sedanes',
  wagons: 'Familiares',
  coupes: 'Cupés',
  convertibles: 'Convertibles',
  hatchbacks: 'Hatchbacks',
  trucks: 'Camionetas pickup',
  minivans: 'Minivans',
  commercial: 'Vehículos comerciales',
}

const CONDITION_LABELS_ES: Readonly<Record<Condition, string>> = {
  new: 'nuevos',
  used: 'usados',
  certified: 'seminuevos certificados',
}

export function listingHeadingEs(filters: InventoryFilters, makeModelName?: string): string {
  const makeModel = filters.makeModel
    ? ` ${makeModelName ?? slugLabel([filters.makeModel.make, filters.makeModel.model].filter(Boolean).join('-'))}`
    : ''
  const body = filters.bodyStyle ? BODY_STYLE_LABELS_ES[filters.bodyStyle] : filters.makeModel ? 'Vehículos' : 'Autos'
  const condition = filters.condition ? ` ${CONDITION_LABELS_ES[filters.condition]}` : ''
  const price = filters.price
    ? ` ${filters.price.kind === 'under' ? 'por menos de' : 'por más de'} ${formatPrice(filters.price.amount)}`
    : ''
  return `${body}${makeModel}${condition} en venta${price}`
}
