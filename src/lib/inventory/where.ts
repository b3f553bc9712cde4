/**
 * Search criteria → Payload query: the where clause, the sort table and the monthly-payment ceiling. The where
 * clause states the same rules as matchesCriteria in ./facets (which counts facets in memory), so a facet count
 * and the listing it links to agree. Pure: Payload types only.
 */
import type { Where } from 'payload'

import { paymentEstimate, type PaymentSettings } from '@/lib/payments'
import type { SortOption } from '@/lib/settings/defaults'

import { PREMIUM_FEATURES, type SearchCriteria } from './facets'
import { MAX_PRICE } from './segments'

/** Sort option → Payload sort; ties fall back to newest first so pages never reshuffle. */
export const SORT_TABLE: Readonly<Record<SortOption, string[]>> = {
  newest: ['-createdAt'],
  oldest: ['createdAt'],
  mileage: ['mileage', '-createdAt'],
  year: ['-year', '-createdAt'],
  priceHigh: ['-price', '-createdAt'],
  priceLow: ['price', '-createdAt'],
}

/** How the free-text make and model of a filter are spelled in the data (every case variant met). */
export interface Spellings {
  makes: readonly string[]
  models: readonly string[] | null
}

/** Public stock only: available and not in the private reserve. */
export const PUBLIC_STOCK: Where[] = [{ status: { equals: 'available' } }, { reserve: { not_equals: true } }]

/**
 * The where clause of a listing, or null when nothing can match (a make or model the inventory does not hold):
 * make and model are matched case-insensitively by listing the spellings that slugify to the requested slug.
 */
export function inventoryWhere(criteria: SearchCriteria, spellings: Spellings): Where | null {
  const and: Where[] = [...PUBLIC_STOCK]
  and.push({ condition: { in: criteria.condition ? [criteria.condition] : [...criteria.conditions] } })
  if (criteria.bodyStyle) and.push({ 'bodyStyle.value': { equals: criteria.bodyStyle } })
  if (criteria.makeModel) {
    if (spellings.makes.length === 0) return null
    and.push({ make: { in: [...spellings.makes] } })
    if (criteria.makeModel.model) {
      if (!spellings.models || spellings.models.length === 0) return null
      and.push({ model: { in: [...spellings.models] } })
    }
  }
  // The vehicles hook keeps previousPrice only while it is above the price, so "set" means "dropped".
  if (criteria.feature === 'price-drop') and.push({ previousPrice: { greater_than: 0 } })
  if (criteria.feature === 'premium-upgrades') and.push({ 'features.feature': { in: [...PREMIUM_FEATURES] } })
  if (criteria.price?.kind === 'under') and.push({ price: { less_than_equal: criteria.price.amount } })
  if (criteria.price?.kind === 'over') and.push({ price: { greater_than: criteria.price.amount } })
  if (criteria.maxPrice !== null) and.push({ price: { less_than_equal: criteria.maxPrice } })
  const { mileage } = criteria
  if (mileage?.min != null) and.push({ mileage: { greater_than_equal: mileage.min } })
  if (mileage?.max != null) {
    // A missing odometer reading is a new car's zero miles.
    and.push({ or: [{ mileage: { less_than_equal: mileage.max } }, { mileage: { exists: false } }] })
  }
  return { and }
}

/** Bounds of the `payment=` filter in dollars a month. */
export const MAX_MONTHLY_PAYMENT = 10000

/**
 * The highest whole-dollar price whose estimated payment (store finance defaults, current model year, i.e. the
 * higher APR) stays within `monthly`. The estimate rises with the price, so a binary search finds the edge.
 */
export function maxPriceForPayment(monthly: number, settings: PaymentSettings, year: number): number {
  const fits = (price: number) => (paymentEstimate({ price, year }, {}, settings)?.monthly ?? Infinity) <= monthly
  let low = 0
  let high = MAX_PRICE
  if (fits(high)) return high
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2)
    if (fits(mid)) low = mid
    else high = mid
  }
  return low
}
