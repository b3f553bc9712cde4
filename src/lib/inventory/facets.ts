/**
 * Facet counts of the search results page (body style, make → model, year, price bands, mileage bands, condition),
 * counted in memory from one list of slim rows so the database answers a single select per cache lifetime.
 * Counts are disjunctive: each facet ignores its own filter and honours all the others, so "SUVs (42)" next to
 * "Sedans (17)" tells the shopper what choosing it instead would show. Pure: no Payload, no Next.
 */
import type { Condition } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES, type BodyStyleValue } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'

import type { MakeModel, MileageRange, PriceFilter } from './filters'
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

type Dimension = 'condition' | 'bodyStyle' | 'makeModel' | 'price' | 'mileage'

/** True when the price satisfies a price bound. */
export function matchesPrice(price: number, bound: PriceFilter): boolean {
  return bound.kind === 'under' ? price <= bound.amount : price > bound.amount
}

/** True when the mileage (missing counts as 0, i.e. a new car) lies in the window. */
export function matchesMileage(mileage: number | null, range: MileageRange): boolean {
  const miles = mileage ?? 0
  return (range.min === null || miles >= range.min) && (range.max === null || miles <= range.max)
}

/** True when the row satisfies every criterion except the skipped dimension. */
export function matchesCriteria(row: FacetRow, criteria: SearchCriteria, skip: Dimension | null = null): boolean {
  const { condition, bodyStyle, makeModel, feature, price, mileage, maxPrice } = criteria
  if (!criteria.conditions.includes(row.condition)) return false
  if (skip !== 'condition' && condition && row.condition !== condition) return false
  if (skip !== 'bodyStyle' && bodyStyle && row.bodyStyle !== bodyStyle) return false
  if (skip !== 'makeModel' && makeModel) {
    if (slugify(row.make) !== makeModel.make) return false
    if (makeModel.model && slugify(row.model) !== makeModel.model) return false
  }
  if (feature === 'price-drop' && !(row.previousPrice !== null && row.previousPrice > row.price)) return false
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

function tally<K>(keys: Iterable<K>): Map<K, number> {
  const counts = new Map<K, number>()
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1)
  return counts
}

// Makes and models are free text: group by slug (what the URL says) and show the first spelling met.
function countMakes(rows: readonly FacetRow[]): MakeFacet[] {
  const makes = new Map<string, MakeFacet & { modelMap: Map<string, ModelFacet> }>()
  for (const row of rows) {
    const slug = slugify(row.make)
    const make = makes.get(slug) ?? { slug, name: row.make, count: 0, models: [], modelMap: new Map() }
    make.count++
    const modelSlug = slugify(row.model)
    const model = make.modelMap.get(modelSlug) ?? { slug: modelSlug, name: row.model, count: 0 }
    model.count++
    make.modelMap.set(modelSlug, model)
    makes.set(slug, make)
  }
  const byName = (a: ModelFacet, b: ModelFacet) => a.name.localeCompare(b.name, 'en')
  return [...makes.values()]
    .map(({ modelMap, ...make }) => ({ ...make, models: [...modelMap.values()].sort(byName) }))
    .sort(byName)
}

/** Counts every facet of the listing described by `criteria` over the public rows. */
export function countFacets(rows: readonly FacetRow[], criteria: SearchCriteria): InventoryFacets {
  const without = (dimension: Dimension | null) => rows.filter((row) => matchesCriteria(row, criteria, dimension))
  const matching = without(null)
  const byCondition = tally(without('condition').map((row) => row.condition))
  const byBody = tally(without('bodyStyle').map((row) => row.bodyStyle))
  const priceRows = without('price')
  const mileageRows = without('mileage')
  const years = [...tally(matching.map((row) => row.year))].sort(([a], [b]) => b - a)
  return {
    total: matching.length,
    conditions: criteria.conditions.map((value) => ({ value, count: byCondition.get(value) ?? 0 })),
    bodyStyles: BODY_STYLE_VALUES.map((value) => ({ value, count: byBody.get(value) ?? 0 })),
    makes: countMakes(without('makeModel')),
    years: years.map(([value, count]) => ({ value, count })),
    priceBands: PRICE_BANDS.map((band) => ({
      band,
      count: priceRows.filter((row) => matchesPrice(row.price, band)).length,
    })),
    mileageBands: MILEAGE_BANDS.map((max) => ({
      max,
      count: mileageRows.filter((row) => matchesMileage(row.mileage, { min: null, max })).length,
    })),
  }
}
