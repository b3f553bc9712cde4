/**
 * Query parameters of the inventory listing: the whitelist, the zod schema that reads them and the canonical
 * serialiser. Policy (style rule 11): a missing or invalid value of a known parameter is DROPPED, i.e. replaced by
 * its default — a stale or hand-edited link such as `?sort=cheapest` or `?page=0` still shows the listing, and the
 * canonical link and any redirect omit the bad value. Unknown parameters are ignored by the page (tracking
 * parameters such as utm_source travel on through redirects, but never reach the canonical URL). A repeated
 * parameter counts once: the first value wins. Only the path can make a listing 404.
 */
import { z } from 'zod'

import { SORT_OPTIONS, type SortOption } from '@/lib/settings/defaults'

import { INVENTORY_FEATURES, type InventoryFeature } from './segments'

/** Query parameters that change what a listing shows, in canonical (alphabetical) order. */
export const INVENTORY_QUERY_PARAMS = ['great-deals', 'mileage', 'page', 'sort'] as const

/** URL slug → sort option. URLs are lowercase throughout, so `priceHigh` is written `pricehigh`. */
export const SORT_BY_SLUG: Readonly<Record<string, SortOption>> = Object.fromEntries(
  SORT_OPTIONS.map((option) => [option.toLowerCase(), option]),
)

/** The URL slug of a sort option. */
export function sortSlug(sort: SortOption): string {
  return sort.toLowerCase()
}

/** A mileage window; null on a side means open. At least one side is set. */
export interface MileageRange {
  min: number | null
  max: number | null
}

/** Upper limit of a mileage bound (seven digits); the schema drops anything longer. */
export const MAX_MILEAGE = 9_999_999

/** What the query string contributes to a listing's filters. */
export interface InventoryQuery {
  sort: SortOption
  page: number
  mileage: MileageRange | null
  feature: InventoryFeature | null
}

/** Search params as Next hands them to a page, or as a URL carries them. */
export type QueryInput = URLSearchParams | Readonly<Record<string, string | string[] | undefined>>

/** The query as an ordered list of [name, value] pairs, repeated names kept in order. */
export function queryEntries(query: QueryInput): [string, string][] {
  if (query instanceof URLSearchParams) return [...query.entries()]
  const entries: [string, string][] = []
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item])
  }
  return entries
}

const isWhitelisted = (name: string): boolean => INVENTORY_QUERY_PARAMS.some((param) => param === name.toLowerCase())

/** The parameters a listing does not read (utm_source, gclid, …), in their original order. */
export function passThroughEntries(query: QueryInput): [string, string][] {
  return queryEntries(query).filter(([name]) => !isWhitelisted(name))
}

const lowercase = z.string().trim().toLowerCase()

// 'null' (or an empty side) leaves a bound open, as in the SPEC's `mileage=null,85000`.
// Seven digits at most on each side, which is what bounds a value by MAX_MILEAGE.
const MILEAGE = /^(null|\d{0,7}),(null|\d{0,7})$/

function readMileage(value: string): MileageRange | null {
  const match = MILEAGE.exec(value)
  if (!match) return null
  const side = (raw: string): number | null => (raw === '' || raw === 'null' ? null : Number(raw))
  const rawMin = side(match[1])
  // A minimum of 0 excludes nothing, so it is the open bound written differently.
  const min = rawMin === 0 ? null : rawMin
  const max = side(match[2])
  if (min === null && max === null) return null
  if (min !== null && max !== null && min > max) return null
  return { min, max }
}

// Built once per default sort: building a zod object schema costs more than parsing with it, and every listing
// request (the proxy and the page) parses its query.
const schemas = new Map<SortOption, ReturnType<typeof buildQuerySchema>>()

/** The zod schema of the listing query; `defaultSort` comes from store settings. Invalid values fall back. */
export function inventoryQuerySchema(defaultSort: SortOption) {
  let schema = schemas.get(defaultSort)
  if (!schema) {
    schema = buildQuerySchema(defaultSort)
    schemas.set(defaultSort, schema)
  }
  return schema
}

function buildQuerySchema(defaultSort: SortOption) {
  return z.object({
    sort: lowercase
      .transform((slug) => SORT_BY_SLUG[slug])
      .pipe(z.enum(SORT_OPTIONS))
      .catch(defaultSort),
    page: lowercase
      .regex(/^\d{1,7}$/)
      .transform(Number)
      .pipe(z.number().int().min(1))
      .catch(1),
    mileage: lowercase.transform(readMileage).catch(null),
    'great-deals': lowercase
      .transform((value) => value.replace(/_/g, '-'))
      .pipe(z.enum(INVENTORY_FEATURES))
      .nullable()
      .catch(null),
  })
}

/** Reads the listing's query parameters (names in any case, first value wins) through the schema. */
export function parseInventoryQuery(query: QueryInput, defaultSort: SortOption): InventoryQuery {
  const firsts: Record<string, string> = {}
  for (const [name, value] of queryEntries(query)) {
    const key = name.toLowerCase()
    if (isWhitelisted(key) && !(key in firsts)) firsts[key] = value
  }
  const parsed = inventoryQuerySchema(defaultSort).parse(firsts)
  return { sort: parsed.sort, page: parsed.page, mileage: parsed.mileage, feature: parsed['great-deals'] }
}

/** The canonical value of a mileage window: `null,85000`. */
export function mileageValue(range: MileageRange): string {
  return `${range.min ?? 'null'},${range.max ?? 'null'}`
}

/**
 * The canonical query string (without '?'): whitelisted parameters in alphabetical order, defaults (page 1, the
 * store's default sort) omitted. Values come from closed vocabularies and digits, so nothing needs escaping and
 * the SPEC's literal comma in `mileage=null,85000` survives.
 */
export function serializeInventoryQuery(query: InventoryQuery, defaultSort: SortOption): string {
  const pairs: string[] = []
  if (query.feature) pairs.push(`great-deals=${query.feature}`)
  if (query.mileage) pairs.push(`mileage=${mileageValue(query.mileage)}`)
  if (query.page > 1) pairs.push(`page=${query.page}`)
  if (query.sort !== defaultSort) pairs.push(`sort=${sortSlug(query.sort)}`)
  return pairs.join('&')
}

/** Appends pass-through pairs to a canonical search string (both without '?'). */
export function appendEntries(search: string, entries: readonly [string, string][]): string {
  if (entries.length === 0) return search
  const extra = new URLSearchParams(entries.map(([name, value]) => [name, value])).toString()
  return search ? `${search}&${extra}` : extra
}
