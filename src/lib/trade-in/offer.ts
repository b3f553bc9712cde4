/**
 * The instant trade-in offer (valid 7 days): which of the three offer types a vehicle gets and
 * their amounts, from the valuation's prices, the model year and the mileage. Pure and exact to TRADE_IN.
 *
 * - Bring it in: a vehicle 15 or more years old with 150,000 miles or more gets no instant amount; an appraiser
 *   sees it. It is also the answer when no instant offer applies.
 * - Cash now: offered when the average wholesale price is inside the 10,000-20,000 band; the amount is that price.
 * - More cash later, for vehicles 10 or more years old: the dealer sells the car and pays in two steps, the
 *   reserve price (68 % of the expected sale price) and then a profit-sharing check of 32 % of what the sale
 *   makes above the reserve, the reconditioning (at least 560) and the advertising (5 %, at least 995; disclosed
 *   to the customer as 1,500 plus 5 %).
 * Every offer is valid 7 days and carries the safety note that the vehicle must drive over 50 miles.
 */
import { TRADE_IN } from '@/lib/settings/defaults'

/** The valuation price keys (adjusted_whole_avg, adjusted_whole_rough, adjusted_retail_avg; whole dollars). */
export interface ValuationPrices {
  adjusted_whole_avg: number
  adjusted_whole_rough: number
  adjusted_retail_avg: number
}

export interface OfferInput {
  prices: ValuationPrices
  modelYear: number
  mileage: number
  /** The appraiser's reconditioning estimate; the minimum applies when lower or unknown. */
  reconditionCost?: number
  today: Date
}

export type TradeOffer =
  | { type: 'cash-now'; amount: number }
  | {
      type: 'more-cash-later'
      expectedSalePrice: number
      reservePrice: number
      reconditionCost: number
      advertisingCost: number
      profitShare: number
      total: number
      advertisingDisclosure: string
    }
  | { type: 'bring-in'; reason: 'old-and-high-mileage' | 'no-instant-offer' }

export interface OfferResult {
  ageYears: number
  offers: TradeOffer[]
  /** yyyy-mm-dd, 7 days after `today` (UTC). */
  validUntil: string
  safetyNote: string
}

export const SAFETY_NOTE = `The vehicle must drive over ${TRADE_IN.safetyMinDriveMiles} miles.`

const money = (value: number) => Math.round(value)
const percentOf = (percent: number, value: number) => (percent / 100) * value

/** Age in model years: a 2016 car is 10 years old throughout 2026. */
export function vehicleAgeYears(modelYear: number, today: Date): number {
  return Math.max(0, today.getUTCFullYear() - modelYear)
}

type MoreCashLater = Extract<TradeOffer, { type: 'more-cash-later' }>

/** The two-step "more cash later" offer for an expected sale price. */
export function moreCashLater(expectedSalePrice: number, reconditionEstimate = 0): MoreCashLater {
  const rules = TRADE_IN.moreCashLater
  const reservePrice = money(percentOf(rules.reservePricePercent, expectedSalePrice))
  const reconditionCost = Math.max(rules.reconditionCostMin, money(reconditionEstimate))
  const advertisingCost = Math.max(rules.advertisingMin, money(percentOf(rules.advertisingPercent, expectedSalePrice)))
  const margin = expectedSalePrice - reservePrice - reconditionCost - advertisingCost
  const profitShare = Math.max(0, money(percentOf(rules.profitSharePercent, margin)))
  return {
    type: 'more-cash-later',
    expectedSalePrice: money(expectedSalePrice),
    reservePrice,
    reconditionCost,
    advertisingCost,
    profitShare,
    total: reservePrice + profitShare,
    advertisingDisclosure: `Advertising: $${rules.disclosedAdvertisingFlat.toLocaleString('en-US')} plus ${
      rules.advertisingPercent
    }% of the sale price`,
  }
}

/** yyyy-mm-dd of `today` plus `days` (UTC). */
function addDays(today: Date, days: number): string {
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/** The offers a vehicle gets, in the order they are shown. */
export function tradeInOffers({ prices, modelYear, mileage, reconditionCost, today }: OfferInput): OfferResult {
  const ageYears = vehicleAgeYears(modelYear, today)
  const common = { ageYears, validUntil: addDays(today, TRADE_IN.offerValidityDays), safetyNote: SAFETY_NOTE }
  const { bringIn, cashNowWholesaleBand: band, moreCashLater: later } = TRADE_IN
  if (ageYears >= bringIn.minAgeYears && mileage >= bringIn.minMileage) {
    return { ...common, offers: [{ type: 'bring-in', reason: 'old-and-high-mileage' }] }
  }
  const offers: TradeOffer[] = []
  const wholesale = prices.adjusted_whole_avg
  if (wholesale >= band.min && wholesale <= band.max) offers.push({ type: 'cash-now', amount: money(wholesale) })
  if (ageYears >= later.minAgeYears) {
    const expectedSale = prices.adjusted_retail_avg > 0 ? prices.adjusted_retail_avg : wholesale
    offers.push(moreCashLater(expectedSale, reconditionCost))
  }
  if (offers.length === 0) offers.push({ type: 'bring-in', reason: 'no-instant-offer' })
  return { ...common, offers }
}
