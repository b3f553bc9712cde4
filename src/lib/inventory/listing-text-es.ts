/**
 * The Spanish wording of a listing's heading, from the same filters as listingHeading. Pure.
 * Spanish puts the noun first: "Autos usados en venta", "SUVs Toyota RAV4 nuevos en venta por menos de $20,000".
 */
import { formatInteger, formatPrice } from '@/lib/format'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import type { InventoryFilters, MileageRange, PriceFilter } from './filters'
import { slugLabel } from './listing-text'
import type { YearRange } from './search-params'
import type { InventoryFeature } from './segments'

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

/** The Spanish meta description of a listing (listingDescription's words). */
export function listingDescriptionEs(filters: InventoryFilters, total: number, dealer: string): string {
  const deals = filters.feature ? ` ${FEATURE_LABELS_ES[filters.feature]}.` : ''
  const count = total === 1 ? '1 vehículo' : `${formatInteger(total)} vehículos`
  return `${listingHeadingEs(filters)}: ${count} en inventario en ${dealer}.${deals} Compare precios, millaje y pagos mensuales, y obtenga su preaprobación en línea.`
}

/** The filter panel's and chips' names of the conditions. */
export const CONDITION_FILTER_LABELS_ES: Readonly<Record<Condition, string>> = {
  new: 'Nuevo',
  used: 'Usado',
  certified: 'Seminuevo certificado',
}

export const FEATURE_LABELS_ES: Readonly<Record<InventoryFeature, string>> = {
  'price-drop': 'Bajadas de precio',
  'premium-upgrades': 'Mejoras premium',
}

/** 'Menos de $20,000' / 'Más de $30,000'. */
export function priceLabelEs(price: PriceFilter): string {
  return `${price.kind === 'under' ? 'Menos de' : 'Más de'} ${formatPrice(price.amount)}`
}

/** 'Hasta 85,000 millas', 'Desde 10,000 millas', '10,000 a 85,000 millas'. */
export function mileageLabelEs(range: MileageRange): string {
  if (range.min === null) return `Hasta ${formatInteger(range.max ?? 0)} millas`
  if (range.max === null) return `Desde ${formatInteger(range.min)} millas`
  return `${formatInteger(range.min)} a ${formatInteger(range.max)} millas`
}

/** '2019', '2017–2019', 'De 2018 en adelante', 'Hasta 2014'. */
export function yearsLabelEs(range: YearRange): string {
  if (range.min !== null && range.max !== null) return range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`
  return range.min !== null ? `De ${range.min} en adelante` : `Hasta ${range.max}`
}
