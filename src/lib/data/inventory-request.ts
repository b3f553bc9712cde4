/**
 * What a `/[listing]/[[...segments]]` request is: a listing with its filters, a vehicle detail page, a redirect
 * to the canonical listing, or a 404. The page and its generateMetadata both call this, so they never disagree.
 */
import { z } from 'zod'

import type { SearchCriteria } from '@/lib/inventory/facets'
import { parseInventoryPath, type GrammarContext, type InventoryFilters, type QueryInput } from '@/lib/inventory/filters'
import { queryEntries } from '@/lib/inventory/query'
import { parseKeywordParam, parseYearParam, type YearRange } from '@/lib/inventory/search-params'
import { parseVehiclePath } from '@/lib/inventory/vehicle-path'
import { MAX_MONTHLY_PAYMENT, maxPriceForPayment } from '@/lib/inventory/where'

import { getCurrentYear } from './clock'
import { getGrammarContext, getInventorySettings, type InventorySettings } from './inventory'

/** A listing request, resolved. */
export interface ListingRequest {
  kind: 'listing'
  filters: InventoryFilters
  ctx: GrammarContext
  settings: InventorySettings
  /** The `payment=` filter in dollars a month, or null. */
  payment: number | null
  /** The free-text search's keyword terms (`q=`), [] without. */
  keyword: string[]
  /** The free-text search's model-year window (`year=`), or null. */
  years: YearRange | null
  criteria: SearchCriteria
}

/** The outcome of a request to the listing route. */
export type InventoryRequest =
  | ListingRequest
  | { kind: 'vehicle'; conditionSegment: string; slugSegment: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }

// The monthly-payment filter: whole dollars; anything else is dropped like other invalid listing parameters.
const paymentSchema = z.coerce.number().int().min(1).max(MAX_MONTHLY_PAYMENT).nullable().catch(null)

/** Reads `payment=` (first value, any case of the name); null when absent or invalid. */
export function parsePaymentParam(query: QueryInput): number | null {
  const entry = queryEntries(query).find(([name]) => name.toLowerCase() === 'payment')
  return entry ? paymentSchema.parse(entry[1]) : null
}

/** Resolves the route's segments and search params against the store's grammar context. */
export async function resolveInventoryRequest(
  listing: string,
  segments: readonly string[] | undefined,
  query: QueryInput,
): Promise<InventoryRequest> {
  const [ctx, settings, year] = await Promise.all([getGrammarContext(), getInventorySettings(), getCurrentYear()])
  const all = [listing, ...(segments ?? [])]
  const parsed = parseInventoryPath(all, query, ctx)
  if (parsed.kind === 'redirect') return parsed
  if (parsed.kind === 'not-found') {
    const [conditionSegment, slugSegment] = all
    if (all.length === 2 && slugSegment && parseVehiclePath(conditionSegment, slugSegment)) {
      return { kind: 'vehicle', conditionSegment, slugSegment }
    }
    return parsed
  }
  const { filters } = parsed
  const payment = parsePaymentParam(query)
  const first = (param: string) => queryEntries(query).find(([name]) => name.toLowerCase() === param)?.[1]
  const keyword = parseKeywordParam(first('q'))
  const years = parseYearParam(first('year'))
  // The payment ceiling assumes a current model year, whose APR is the higher one: no car over budget slips in.
  const maxPrice = payment === null ? null : maxPriceForPayment(payment, settings.payment, year)
  const criteria: SearchCriteria = {
    condition: filters.condition,
    conditions: ctx.conditions,
    bodyStyle: filters.bodyStyle,
    makeModel: filters.makeModel,
    feature: filters.feature,
    price: filters.price,
    mileage: filters.mileage,
    maxPrice,
    years,
    keyword,
  }
  return { kind: 'listing', filters, ctx, settings, payment, keyword, years, criteria }
}
