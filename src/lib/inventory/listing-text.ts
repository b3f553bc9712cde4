/**
 * Human wording of a listing: headings, page titles, descriptions and filter labels, derived from the filters
 * alone so the title, the heading and the chips always say the same thing. Pure: no Payload, no Next.
 */
import { formatInteger, formatPrice } from '@/lib/format'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import type { InventoryFilters, MileageRange, PriceFilter } from './filters'
import type { InventoryFeature } from './segments'

/** Display names of the fixed body-style URL values. */
export const BODY_STYLE_LABELS: Readonly<Record<BodyStyleValue, string>> = {
  suvs: 'SUVs',
  sedans: 'Sedans',
  wagons: 'Wagons',
  coupes: 'Coupes',
  convertibles: 'Convertibles',
  hatchbacks: 'Hatchbacks',
  trucks: 'Trucks',
  minivans: 'Minivans',
  commercial: 'Commercial vehicles',
}

/** Display names of the conditions. */
export const CONDITION_LABELS: Readonly<Record<Condition, string>> = {
  new: 'New',
  used: 'Used',
  certified: 'Certified pre-owned',
}

/** Display names of the deals filters. */
export const FEATURE_LABELS: Readonly<Record<InventoryFeature, string>> = {
  'price-drop': 'Price drops',
  'premium-upgrades': 'Premium upgrades',
}

/** 'Under $20,000' / 'Over $30,000'. */
export function priceLabel(price: PriceFilter): string {
  return `${price.kind === 'under' ? 'Under' : 'Over'} ${formatPrice(price.amount)}`
}

/** 'Up to 85,000 miles', 'From 10,000 miles', '10,000 to 85,000 miles'. */
export function mileageLabel(range: MileageRange): string {
  if (range.min === null) return `Up to ${formatInteger(range.max ?? 0)} miles`
  if (range.max === null) return `From ${formatInteger(range.min)} miles`
  return `${formatInteger(range.min)} to ${formatInteger(range.max)} miles`
}

/** 'Toyota RAV4' from slugs, capitalised word by word (the facet names are used when known). */
export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .map((word) => (word.length <= 3 && /\d/.test(word) ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ')
}

/** The page heading: 'Used Toyota RAV4 SUVs for sale under $20,000'. */
export function listingHeading(filters: InventoryFilters, makeModelName?: string): string {
  const condition = filters.condition ? `${CONDITION_LABELS[filters.condition]} ` : ''
  const makeModel = filters.makeModel
    ? `${makeModelName ?? slugLabel([filters.makeModel.make, filters.makeModel.model].filter(Boolean).join('-'))} `
    : ''
  const body = filters.bodyStyle ? BODY_STYLE_LABELS[filters.bodyStyle] : filters.makeModel ? 'vehicles' : 'cars'
  const price = filters.price ? ` ${priceLabel(filters.price).toLowerCase()}` : ''
  const lead = `${condition}${makeModel}${body}`
  return `${lead[0].toUpperCase()}${lead.slice(1)} for sale${price}`
}

/** The meta description of a listing. */
export function listingDescription(filters: InventoryFilters, total: number, dealer: string): string {
  const heading = listingHeading(filters)
  const deals = filters.feature ? ` ${FEATURE_LABELS[filters.feature]}.` : ''
  const count = total === 1 ? '1 vehicle' : `${formatInteger(total)} vehicles`
  return `${heading}: ${count} in stock at ${dealer}.${deals} Compare prices, mileage and monthly payments, then get pre-approved online.`
}
