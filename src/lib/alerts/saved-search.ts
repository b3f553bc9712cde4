/**
 * Saved searches of alerts: a search results page's path read with the SRP's own grammar and rules
 * (parseInventoryPath, the `payment=` ceiling, matchesCriteria), so an alert matches exactly the cars the page it
 * was saved from would list. The criteria are kept with the subscription, so matching a new car needs no grammar
 * context (the makes in stock change). Pure.
 */
import { z } from 'zod'

import { hasPremiumFeature, matchesCriteria, type FacetRow, type SearchCriteria } from '@/lib/inventory/facets'
import { buildInventoryPath, parseInventoryPath, type GrammarContext, type InventoryFilters } from '@/lib/inventory/filters'
import { keywordValue, matchesYears, parseKeywordParam, parseYearParam, yearValue, type YearRange } from '@/lib/inventory/search-params'
import { INVENTORY_FEATURES } from '@/lib/inventory/segments'
import { MAX_MONTHLY_PAYMENT, maxPriceForPayment } from '@/lib/inventory/where'
import type { PaymentSettings } from '@/lib/payments'
import type { Condition } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES, type BodyStyleValue } from '@/lib/vehicles/body-styles'

import { MAX_SEARCH_PATH } from './schema'

/** What a listing's path means for alerts: the store's grammar, its finance defaults and the model year. */
export interface SavedSearchContext {
  grammar: GrammarContext
  payment: PaymentSettings
  year: number
}

/** A saved search: its canonical path (page 1) and the criteria a new car must meet. */
export interface SavedSearch {
  path: string
  criteria: SearchCriteria
}

const BASE = 'http://saved-search.invalid'
const PAYMENT = /^[1-9]\d{0,4}$/

function filtersOf(pathname: string, query: URLSearchParams, grammar: GrammarContext): InventoryFilters | null {
  const first = parseInventoryPath(pathname.split('/').filter(Boolean), query, grammar)
  if (first.kind === 'ok') return first.filters
  if (first.kind !== 'redirect') return null
  // An alias of a listing (wrong order, old spelling) is saved as the canonical listing it redirects to.
  const next = new URL(first.location, BASE)
  const second = parseInventoryPath(next.pathname.split('/').filter(Boolean), next.searchParams, grammar)
  return second.kind === 'ok' ? second.filters : null
}

/** Reads a listing path (`/used-cars-for-sale/suvs?payment=400`); null when it is not a listing of this store. */
export function readSavedSearch(raw: string, ctx: SavedSearchContext): SavedSearch | null {
  if (raw.length > MAX_SEARCH_PATH || !raw.startsWith('/') || raw.startsWith('//')) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  const filters = filtersOf(url.pathname, url.searchParams, ctx.grammar)
  if (!filters) return null
  const paymentValue = url.searchParams.get('payment') ?? ''
  const payment = PAYMENT.test(paymentValue) && Number(paymentValue) <= MAX_MONTHLY_PAYMENT ? Number(paymentValue) : null
  const criteria: SearchCriteria = {
    condition: filters.condition,
    conditions: ctx.grammar.conditions,
    bodyStyle: filters.bodyStyle,
    makeModel: filters.makeModel,
    feature: filters.feature,
    price: filters.price,
    mileage: filters.mileage,
    // As the SRP does: the ceiling assumes a current model year, whose APR is the higher one.
    maxPrice: payment === null ? null : maxPriceForPayment(payment, ctx.payment, ctx.year),
    // The free-text search's window and words: the keyword is matched by the database (keywordWhere), as on the SRP.
    years: parseYearParam(url.searchParams.get('year') ?? undefined),
    keyword: parseKeywordParam(url.searchParams.get('q') ?? undefined),
  }
  return { path: savedSearchPath(filters, ctx.grammar, { payment, keyword: criteria.keyword, years: criteria.years }), criteria }
}

/** What an SRP's query adds to its filters: the payment ceiling and the free-text search's words and years. */
export interface SearchExtras {
  payment: number | null
  keyword?: readonly string[]
  years?: YearRange | null
}

/** The path an SRP saves for its alert: its canonical listing on page 1, with its `payment=` filter. */
export function savedSearchPath(filters: InventoryFilters, grammar: GrammarContext, extras: SearchExtras): string {
  const canonical = buildInventoryPath({ ...filters, page: 1 }, grammar)
  const extra: [string, string][] = []
  if (extras.payment !== null) extra.push(['payment', String(extras.payment)])
  if (extras.keyword && extras.keyword.length > 0) extra.push(['q', keywordValue(extras.keyword)])
  if (extras.years) extra.push(['year', yearValue(extras.years)])
  // Commas stay readable, as the listing writes `mileage=null,85000`.
  const search = extra.map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%2C/g, ',')}`).join('&')
  return search ? `${canonical}${canonical.includes('?') ? '&' : '?'}${search}` : canonical
}

const nullableNumber = z.number().finite().nullable()
const condition = z.enum(['new', 'used', 'certified'] as const satisfies readonly Condition[])
const criteriaSchema = z.object({
  condition: condition.nullable(),
  conditions: z.array(condition),
  bodyStyle: z.enum(BODY_STYLE_VALUES).nullable(),
  makeModel: z.object({ make: z.string(), model: z.string().nullable() }).nullable(),
  feature: z.enum(INVENTORY_FEATURES).nullable(),
  price: z.object({ kind: z.enum(['under', 'over']), amount: z.number().finite() }).nullable(),
  mileage: z.object({ min: nullableNumber, max: nullableNumber }).nullable(),
  maxPrice: nullableNumber,
  years: z.object({ min: nullableNumber, max: nullableNumber }).nullable().optional(),
  keyword: z.array(z.string()).optional(),
})

/** Stored criteria (the subscription's JSON field) read back; null when they are not criteria. */
export function storedCriteria(value: unknown): SearchCriteria | null {
  const parsed = criteriaSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** The facet fields of a vehicle, as the SRP's index reads them. */
export interface MatchableVehicle {
  condition: Condition
  make: string
  model: string
  year: number
  price: number
  previousPrice?: number | null
  mileage?: number | null
  features?: ReadonlyArray<{ feature: string }> | null
}

/** A vehicle as a facet row, given the value of its body style (null without one). */
export function facetRowOf(vehicle: MatchableVehicle, bodyStyle: BodyStyleValue | null): FacetRow {
  return {
    condition: vehicle.condition,
    bodyStyle,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    price: vehicle.price,
    previousPrice: vehicle.previousPrice ?? null,
    mileage: vehicle.mileage ?? null,
    premium: hasPremiumFeature((vehicle.features ?? []).map((row) => row.feature)),
  }
}

/**
 * True when a new car belongs in the saved search's listing by the SRP's own rules (its facets and year window);
 * a keyword, when the search has one, is asked of the database by the job as the SRP asks it.
 */
export function matchesSavedSearch(criteria: SearchCriteria, row: FacetRow): boolean {
  return matchesCriteria(row, criteria) && (!criteria.years || matchesYears(row.year, criteria.years))
}
