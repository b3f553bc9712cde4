/**
 * The listing's parts that are stated to the database or derived from settings: public stock, the premium-upgrades
 * rule, the sort table and the monthly-payment ceiling. Filtering, counting and paging happen on the facet index
 * (./facet-index), so a facet count and the listing it links to agree by construction. Pure: Payload types only.
 */
import type { Where } from 'payload'

import { paymentEstimate, type PaymentSettings } from '@/lib/payments'
import type { SortOption } from '@/lib/settings/defaults'

import { PREMIUM_FEATURES } from './facets'
import { MAX_PRICE } from './segments'

/** Sort option → fields written as a Payload sort ('-' descending), which the facet index orders by; ties fall back to newest first so pages never reshuffle. */
export const SORT_TABLE: Readonly<Record<SortOption, string[]>> = {
  newest: ['-createdAt'],
  oldest: ['createdAt'],
  mileage: ['mileage', '-createdAt'],
  year: ['-year', '-createdAt'],
  priceHigh: ['-price', '-createdAt'],
  priceLow: ['price', '-createdAt'],
}

/** Public stock only: available and not in the private reserve. */
export const PUBLIC_STOCK: Where[] = [{ status: { equals: 'available' } }, { reserve: { not_equals: true } }]

/** Vehicles listing a premium upgrade: hasPremiumFeature of ./facets, asked of the database. */
export const PREMIUM_UPGRADES: Where = { 'features.feature': { in: [...PREMIUM_FEATURES] } }

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
