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

// Keyword terms that name a drivetrain (the free-text parser writes 4x4, 4wd and awd as `awd`) or a colour spelt
// two ways; each also matches as plain text.
const TERM_VALUES: Readonly<Record<string, { drivetrain?: string[]; also?: string[] }>> = {
  awd: { drivetrain: ['awd', '4wd'], also: ['4wd', '4x4', 'all-wheel', 'four-wheel'] },
  fwd: { drivetrain: ['fwd'], also: ['front-wheel'] },
  rwd: { drivetrain: ['rwd'], also: ['rear-wheel'] },
  grey: { also: ['gray'] },
  gray: { also: ['grey'] },
}

// Text fields a keyword term is looked for in: make, model, trim, colours, fuel type and the features list.
const KEYWORD_FIELDS = ['make', 'model', 'trim', 'exteriorColor', 'interiorColor', 'fuelType', 'features.feature'] as const

/**
 * The free-text search's keyword (`q=`) as a database condition: every term must be found (case-insensitive, as
 * part of a word) in one of the text fields, or name the vehicle's drivetrain.
 */
export function keywordWhere(terms: readonly string[]): Where {
  return {
    and: terms.map((term) => {
      const { drivetrain, also = [] } = TERM_VALUES[term] ?? {}
      const texts = [term, ...also]
      const or: Where[] = texts.flatMap((text) => KEYWORD_FIELDS.map((field): Where => ({ [field]: { like: text } })))
      if (drivetrain) or.push({ drivetrain: { in: drivetrain } })
      return { or }
    }),
  }
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
