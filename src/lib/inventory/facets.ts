/**
 * The rules of the search results page: what a listing's criteria are, which vehicle matches them, and the shape
 * of its facets (body style, make → model, year, price bands, mileage bands, condition). Counts are disjunctive:
 * each facet ignores its own filter and honours all the others, so "SUVs (42)" next to "Sedans (17)" tells the
 * shopper what choosing it instead would show. ./facet-index holds the inventory in a form that applies these rules
 * fast and ./facet-counts counts with it. Pure: no Payload, no Next.
 */
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'

import type { MakeModel, MileageRange, PriceFilter } from './filters'
import type { YearRange } from './search-params'
import type { InventoryFeature } from './segments'

/** The facet-relevant fields of one public vehicle. */
export interface FacetRow {
  condition: Condition
  bodyStyle: BodyStyleValue | null
  make: string
  model: string
  year: number
  price: number
  previousPrice: number | null
  mileage: number | null
  premium: boolean
}

/** What narrows a listing: the grammar's filters plus the monthly-payment filter as a price ceiling. */
export interface SearchCriteria {
  condition: Condition | null
  /** The store's configured conditions; `/cars-for-sale` lists exactly these. */
  conditions: readonly Condition[]
  bodyStyle: BodyStyleValue | null
  makeModel: MakeModel | null
  feature: InventoryFeature | null
  price: PriceFilter | null
  mileage: MileageRange | null
  /** Highest price whose estimated payment fits the `payment=` filter; null without one. */
  maxPrice: number | null
  /** The free-text search's model-year window (`year=`); absent or null without one. */
  years?: YearRange | null
  /** The free-text search's keyword terms (`q=`); matched by the database (see keywordWhere), absent or [] without. */
  keyword?: readonly string[]
}

/**
 * Premium upgrades (`great_deals/premium_upgrades`): a vehicle listing at least one of these top-trim options.
 * The rule is a feature list rather than a count because a list can be asked of the database (`in`).
 */
export const PREMIUM_FEATURES = ['Ventilated Front Seats', 'Premium Audio', '360-Degree Camera'] as const

/** True when the feature list holds a premium upgrade. */
export function hasPremiumFeature(features: readonly string[]): boolean {
  return features.some((feature) => PREMIUM_FEATURES.some((premium) => premium === feature))
}

/** Price links offered as facets; "under" includes the amount, "over" excludes it. */
export const PRICE_BANDS: readonly PriceFilter[] = [
  { kind: 'under', amount: 10000 },
  { kind: 'under', amount: 20000 },
  { kind: 'under', amount: 30000 },
  { kind: 'under', amount: 40000 },
  { kind: 'over', amount: 40000 },
]

/** Mileage ceilings offered as facets (`mileage=null,{max}`); 85,000 is SPEC's mileage filter. */
export const MILEAGE_BANDS: readonly number[] = [15000, 30000, 60000, 85000, 100000]

/** A disjunctive facet: its count ignores its own filter. */
export type Dimension = 'condition' | 'bodyStyle' | 'makeModel' | 'price' | 'mileage'

/** True when the price satisfies a price bound. */
export function matchesPrice(price: number, bound: PriceFilter): boolean {
  return bound.kind === 'under' ? price <= bound.amount : price > bound.amount
}

/** True when the mileage (missing counts as 0, i.e. a new car) lies in the window. */
export function matchesMileage(mileage: number | null, range: MileageRange): boolean {
  const miles = mileage ?? 0
  return (range.min === null || miles >= range.min) && (range.max === null || miles <= range.max)
}

/** True when the vehicle is listed below an earlier price (`great_deals/price_drop`). */
export function hasPriceDrop(row: Pick<FacetRow, 'price' | 'previousPrice'>): boolean {
  return row.previousPrice !== null && row.previousPrice > row.price
}

/**
 * True when the row satisfies every criterion except the skipped dimension: the rule for one vehicle.
 * ./facet-index applies the same rule to the whole inventory at once; the unit tests hold the two together.
 */
export function matchesCriteria(row: FacetRow, criteria: SearchCriteria, skip: Dimension | null = null): boolean {
  const { condition, bodyStyle, makeModel, feature, price, mileage, maxPrice } = criteria
  if (!criteria.conditions.includes(row.condition)) return false
  if (skip !== 'condition' && condition && row.condition !== condition) return false
  if (skip !== 'bodyStyle' && bodyStyle && row.bodyStyle !== bodyStyle) return false
  if (skip !== 'makeModel' && makeModel) {
    if (slugify(row.make) !== makeModel.make) return false
    if (makeModel.model && slugify(row.model) !== makeModel.model) return false
  }
  if (feature === 'price-drop' && !hasPriceDrop(row)) return false
  if (feature === 'premium-upgrades' && !row.premium) return false
  if (skip !== 'price' && price && !matchesPrice(row.price, price)) return false
  if (maxPrice !== null && row.price > maxPrice) return false
  if (skip !== 'mileage' && mileage && !matchesMileage(row.mileage, mileage)) return false
  return true
}

/** A model of a make, with the spelling shown and its count. */
export interface ModelFacet {
  slug: string
  name: string
  count: number
}

/** A make with its count and, under it, its models. */
export interface MakeFacet extends ModelFacet {
  models: ModelFacet[]
}

/** Every facet of a listing. Zero counts are kept for fixed vocabularies and dropped for data-driven ones. */
export interface InventoryFacets {
  total: number
  conditions: { value: Condition; count: number }[]
  bodyStyles: { value: BodyStyleValue; count: number }[]
  makes: MakeFacet[]
  years: { value: number; count: number }[]
  priceBands: { band: PriceFilter; count: number }[]
  mileageBands: { max: number; count: number }[]
}
