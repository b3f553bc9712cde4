/**
 * Redirects from the previous site's URLs (legacy redirects), as a pure function the proxy or
 * a catch-all route calls before answering 404:
 *
 * - `/used-vehicle/…/{vin}`, `/new-vehicle/…/{vin}`, `/certified-vehicle/…/{vin}` → the vehicle's detail page.
 *   With a lookup result for that VIN the full path is built; without one, the VIN-only detail path
 *   (`/used-cars-for-sale/{vin}`, see vinOnlyVehiclePath), which the detail route resolves by VIN and redirects
 *   once more to the full path. Without a VIN they go to that condition's listing.
 * - `/search-vehicles` → `/cars-for-sale`, or the only configured condition's listing.
 * - `/search-vehicles/{condition}-inventory/{filter}/{value}/{value2}…` → a filter path via buildInventoryPath.
 *   Filters a link cannot express any more (unknown names, makes or values) are dropped rather than answered
 *   with a 404: a visitor from an old link is better served by a broader listing.
 *
 * Every answer is 301: these URLs were GET pages, and some of the old crawlers and link checkers that still hold
 * them predate 308. Parameters of the old query the listing does not read (utm_source, …) are kept.
 */
import type { Condition } from '@/lib/settings/defaults'
import { slugify } from '@/lib/vehicles/slug'

import { buildInventoryPath, defaultInventoryFilters, type GrammarContext, type InventoryFilters } from './filters'
import { appendEntries, parseInventoryQuery, passThroughEntries } from './query'
import { MAX_PRICE, parseBodyStyle, parseFeatureValue, parseMakeModel } from './segments'
import { vehiclePath, vinOnlyVehiclePath, type VehiclePathInput } from './vehicle-path'

/** A legacy redirect's target; 308 is allowed for callers that add method-preserving rules. */
export interface LegacyRedirect {
  location: string
  status: 301 | 308
}

/** What a lookup by VIN found, for building the full detail path; the condition is the vehicle's own. */
export type LegacyVehicle = VehiclePathInput

const VEHICLE_PREFIX = /^\/(new|used|certified)-vehicle(?:\/(.*))?$/i
const SEARCH_PREFIX = /^\/search-vehicles(?:\/(.*))?$/i
// The last segment is the VIN, possibly glued to a slug (`2019-toyota-rav4-{vin}`).
const TRAILING_VIN = /(?:^|-)([a-hj-npr-z0-9]{17})$/i
const INVENTORY_SEGMENT = /^(new|used|certified|all)-inventory$/i

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '))
  } catch {
    // A stray '%' in an old link: keep the text as typed rather than failing the whole redirect.
    return segment
  }
}

// Old links carry display names ('Land%20Rover', 'Land+Rover'); decoding lets slugify read them.
function segmentsOf(rest: string | undefined): string[] {
  return (rest ?? '')
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode)
}

function isCondition(value: string): value is Condition {
  return value === 'new' || value === 'used' || value === 'certified'
}

/**
 * The condition and VIN of a legacy vehicle URL, so the caller can look the vehicle up before calling
 * legacyRedirect; null for any other URL or when no VIN is in the last segment.
 */
export function legacyVehicleVin(pathname: string): { condition: Condition; vin: string } | null {
  const match = VEHICLE_PREFIX.exec(pathname)
  if (!match) return null
  const condition = match[1].toLowerCase()
  const last = segmentsOf(match[2]).at(-1)
  const vin = last === undefined ? null : TRAILING_VIN.exec(last)
  if (!vin || !isCondition(condition)) return null
  return { condition, vin: vin[1].toUpperCase() }
}

/** The listing the bare `/search-vehicles` stood for: all conditions, or the only one configured. */
function rootCondition(ctx: GrammarContext): Condition | null {
  return ctx.conditions.length === 1 ? ctx.conditions[0] : null
}

/** Dollars or miles as the old site wrote them ('20000', '20,000', '$20,000'); null for 'null', '' or junk. */
function amount(value: string | undefined): number | null {
  if (value === undefined) return null
  const digits = value.replace(/[$,\s]/g, '')
  if (!/^\d{1,7}$/.test(digits)) return null
  const number = Number(digits)
  return number >= 1 && number <= MAX_PRICE ? number : null
}

type FilterApplier = (filters: InventoryFilters, values: string[], ctx: GrammarContext) => void

const priceUnder: FilterApplier = (filters, [value]) => {
  const max = amount(value)
  if (max !== null) filters.price = { kind: 'under', amount: max }
}
const priceOver: FilterApplier = (filters, [value]) => {
  const min = amount(value)
  if (min !== null) filters.price = { kind: 'over', amount: min }
}
const makeModel: FilterApplier = (filters, [make, model], ctx) => {
  // One value may already be the combined slug (`toyota-rav4`); a second value is the model.
  const slug = slugify([make, model].filter((part) => part !== undefined && part !== 'null').join(' '))
  const parsed = parseMakeModel(slug, ctx.makes)
  if (parsed) filters.makeModel = parsed
}
const mileage: FilterApplier = (filters, [minValue, maxValue]) => {
  const min = amount(minValue)
  const max = amount(maxValue)
  if ((min !== null || max !== null) && (min === null || max === null || min <= max)) filters.mileage = { min, max }
}

/**
 * Old filter names → how each sets the new filters. A single price segment holds one bound, so a price range
 * keeps its maximum (price-under-{max}), the bound shoppers filter by; a lone minimum becomes price-over-{min}.
 */
const LEGACY_FILTERS: Readonly<Record<string, FilterApplier>> = {
  price: (filters, [min, max], ctx) => {
    if (amount(max) !== null) priceUnder(filters, [max ?? ''], ctx)
    else priceOver(filters, [min ?? ''], ctx)
  },
  'price-max': priceUnder,
  'max-price': priceUnder,
  'price-under': priceUnder,
  'price-min': priceOver,
  'min-price': priceOver,
  'price-over': priceOver,
  make: makeModel,
  'make-model': makeModel,
  model: (filters, [model], ctx) => {
    if (filters.makeModel && model !== undefined) makeModel(filters, [filters.makeModel.make, model], ctx)
  },
  bodystyle: (filters, [value]) => {
    const style = value === undefined ? null : parseBodyStyle(value)
    if (style) filters.bodyStyle = style
  },
  mileage,
  'mileage-max': (filters, [max], ctx) => mileage(filters, ['null', max ?? ''], ctx),
  'max-mileage': (filters, [max], ctx) => mileage(filters, ['null', max ?? ''], ctx),
  'great-deals': (filters, [value]) => {
    const feature = value === undefined ? null : parseFeatureValue(value)
    if (feature) filters.feature = feature
  },
}

// Spellings of the same names: body-style, body_style, makemodel, great_deals, maxprice, …
function legacyFilterName(segment: string): string | null {
  const name = segment.toLowerCase().replace(/_/g, '-')
  if (name in LEGACY_FILTERS) return name
  const aliases: Readonly<Record<string, string>> = {
    'body-style': 'bodystyle',
    body: 'bodystyle',
    makemodel: 'make-model',
    maxprice: 'price-max',
    pricemax: 'price-max',
    minprice: 'price-min',
    pricemin: 'price-min',
    deals: 'great-deals',
    features: 'great-deals',
  }
  return aliases[name] ?? null
}

function searchRedirect(rest: string | undefined, search: URLSearchParams, ctx: GrammarContext): LegacyRedirect {
  const segments = segmentsOf(rest)
  const fromQuery = parseInventoryQuery(search, ctx.defaultSort)
  const filters: InventoryFilters = {
    ...defaultInventoryFilters(ctx, rootCondition(ctx)),
    sort: fromQuery.sort,
    page: fromQuery.page,
    mileage: fromQuery.mileage,
    feature: fromQuery.feature,
  }
  const inventory = segments.length > 0 ? INVENTORY_SEGMENT.exec(segments[0]) : null
  if (inventory) {
    const condition = inventory[1].toLowerCase()
    // An unconfigured condition (new-inventory on a used-only store) falls back to every condition.
    filters.condition = isCondition(condition) && ctx.conditions.includes(condition) ? condition : rootCondition(ctx)
    // Walk `{filter}/{value}/{value2}` groups: values run until the next known filter name.
    let index = 1
    while (index < segments.length) {
      const name = legacyFilterName(segments[index])
      index++
      const values: string[] = []
      while (index < segments.length && legacyFilterName(segments[index]) === null) values.push(segments[index++])
      if (name !== null) LEGACY_FILTERS[name](filters, values, ctx)
    }
  }
  const [pathname, canonicalSearch = ''] = buildInventoryPath(filters, ctx).split('?')
  const query = appendEntries(canonicalSearch, passThroughEntries(search))
  return { location: query ? `${pathname}?${query}` : pathname, status: 301 }
}

/**
 * The redirect for a legacy URL, or null when the path is not a legacy one. `search` is the request's query
 * (with or without '?'); `vehicle` is the lookup result for legacyVehicleVin(pathname), when there is one.
 */
export function legacyRedirect(
  pathname: string,
  search: string | URLSearchParams,
  ctx: GrammarContext,
  vehicle?: LegacyVehicle | null,
): LegacyRedirect | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search

  const searchMatch = SEARCH_PREFIX.exec(pathname)
  if (searchMatch) return searchRedirect(searchMatch[1], params, ctx)

  const vehicleMatch = VEHICLE_PREFIX.exec(pathname)
  if (!vehicleMatch) return null
  const found = legacyVehicleVin(pathname)
  const withQuery = (location: string): LegacyRedirect => {
    const query = appendEntries('', passThroughEntries(params))
    return { location: query ? `${location}?${query}` : location, status: 301 }
  }
  if (!found) {
    // `/used-vehicle/` with no VIN was the old listing; a non-VIN last segment has no vehicle to find.
    if (segmentsOf(vehicleMatch[2]).length > 0) return null
    const condition = vehicleMatch[1].toLowerCase()
    const configured = isCondition(condition) && ctx.conditions.includes(condition) ? condition : rootCondition(ctx)
    return withQuery(buildInventoryPath(defaultInventoryFilters(ctx, configured), ctx))
  }
  if (vehicle && vehicle.vin.toUpperCase() === found.vin) return withQuery(vehiclePath(vehicle))
  return withQuery(vinOnlyVehiclePath(found.condition, found.vin))
}
