/**
 * The public inventory as one compact, column-wise index: what a search results page needs to count its facets
 * and pick its page of vehicles without asking the database, at any inventory size. It is built once per cache
 * lifetime (from a read of every public vehicle) and then kept in a 'use cache' entry, so its shape is chosen
 * for that: typed arrays and one string for all ids travel through the cache as binary chunks, where an array of
 * 100,000 objects took a tenth of a second to rebuild on every read. Sort orders are computed once here, so a page
 * is the first matches met in its order. The matching rule is matchesCriteria of ./facets, applied a column at a
 * time. Pure: no Payload, no Next.
 */
import { CONDITIONS, SORT_OPTIONS, type SortOption } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'

import { hasPriceDrop, matchesMileage, matchesPrice, type Dimension, type FacetRow, type SearchCriteria } from './facets'
import { matchesYears } from './search-params'
import { SORT_TABLE } from './where'

/** A public vehicle as the index reads it: its facet fields, id and listing date (for the sort orders). */
export interface IndexedVehicle extends FacetRow {
  id: string
  createdAt: string
}

/** One spelling of a make and model met in stock, with the slugs the URL uses. */
export interface MakeModelEntry {
  make: string
  model: string
  makeSlug: string
  modelSlug: string
}

/** Row i of every column is one vehicle. Codes index into CONDITIONS, BODY_STYLE_VALUES, makeModels and years. */
export interface FacetIndex {
  size: number
  /** Every id, concatenated; row i's id ends at idEnds[i]. */
  ids: string
  idEnds: Int32Array
  condition: Uint8Array
  /** NO_BODY_STYLE when the vehicle has none. */
  bodyStyle: Uint8Array
  makeModel: Uint32Array
  /** In the order first met while reading, so a facet shows the spelling met first. */
  makeModels: MakeModelEntry[]
  yearCode: Uint16Array
  years: number[]
  price: Float64Array
  /** A missing odometer reading is stored as 0, a new car's miles (the rule of matchesMileage). */
  mileage: Float64Array
  /** PREMIUM and PRICE_DROP bits. */
  flags: Uint8Array
  /** Row numbers in the order of each sort option (SORT_TABLE, ties by reading order). */
  orders: Record<SortOption, Int32Array>
}

/** Body-style code of a vehicle without one. */
export const NO_BODY_STYLE = 255
/** Flag bits. */
export const PREMIUM = 1
export const PRICE_DROP = 2

/** Mismatch bits of a row: which facet's own filter it fails (see rowMatcher). */
export const MISS: Readonly<Record<Dimension, number>> = { condition: 1, bodyStyle: 2, makeModel: 4, price: 8, mileage: 16 }
/** A row outside the listing whichever facet is asked: a condition not offered, a deal or payment ceiling missed. */
export const EXCLUDED = 32

function codeOf<K>(codes: Map<K, number>, key: K, add: () => void): number {
  const known = codes.get(key)
  if (known !== undefined) return known
  codes.set(key, codes.size)
  add()
  return codes.size - 1
}

interface ColumnType<T> {
  readonly BYTES_PER_ELEMENT: number
  new (buffer: ArrayBuffer, byteOffset: number, length: number): T
}

// Every column is a view into one buffer, allocated once. Besides saving allocations, this keeps React's cache
// serialiser on its quiet path: it copies a partial view as it is, while a typed array owning its whole buffer makes
// it log an error on Node 20 (no ArrayBuffer.prototype.detached), which a dev server replays on every cache hit.
function columnArena(size: number) {
  const rowBytes = 8 + 8 + 4 + 4 + 2 + 1 + 1 + 1 + SORT_OPTIONS.length * 4
  const buffer = new ArrayBuffer(size * rowBytes + 16 * 8)
  let offset = 0
  return <T,>(Type: ColumnType<T>): T => {
    offset = Math.ceil(offset / Type.BYTES_PER_ELEMENT) * Type.BYTES_PER_ELEMENT
    const column = new Type(buffer, offset, size)
    offset += Type.BYTES_PER_ELEMENT * size
    return column
  }
}

function sortOrder(
  order: Int32Array,
  fields: readonly string[],
  columns: Readonly<Record<string, ArrayLike<number>>>,
): Int32Array {
  const keys = fields.map((field) => {
    const name = field.replace(/^-/, '')
    const values = columns[name]
    if (!values) throw new Error(`the facet index has no column to sort by ${name}`)
    return { values, sign: field.startsWith('-') ? -1 : 1 }
  })
  for (let row = 0; row < order.length; row++) order[row] = row
  return order.sort((a, b) => {
    for (const { values, sign } of keys) {
      const difference = values[a] - values[b]
      if (difference !== 0) return sign * difference
    }
    return a - b
  })
}

/** Builds the index of the given public vehicles (in the order read). */
export function buildFacetIndex(vehicles: readonly IndexedVehicle[]): FacetIndex {
  const size = vehicles.length
  const column = columnArena(size)
  const index: Omit<FacetIndex, 'ids' | 'orders'> = {
    size,
    price: column(Float64Array),
    mileage: column(Float64Array),
    idEnds: column(Int32Array),
    makeModel: column(Uint32Array),
    yearCode: column(Uint16Array),
    condition: column(Uint8Array),
    bodyStyle: column(Uint8Array),
    flags: column(Uint8Array),
    makeModels: [],
    years: [],
  }
  const makeModelCodes = new Map<string, number>()
  const yearCodes = new Map<number, number>()
  const listedAt = new Float64Array(size)
  const year = new Float64Array(size)
  let ids = ''
  vehicles.forEach((vehicle, row) => {
    ids += vehicle.id
    index.idEnds[row] = ids.length
    index.condition[row] = CONDITIONS.indexOf(vehicle.condition)
    index.bodyStyle[row] = vehicle.bodyStyle === null ? NO_BODY_STYLE : BODY_STYLE_VALUES.indexOf(vehicle.bodyStyle)
    const { make, model } = vehicle
    index.makeModel[row] = codeOf(makeModelCodes, JSON.stringify([make, model]), () =>
      index.makeModels.push({ make, model, makeSlug: slugify(make), modelSlug: slugify(model) }),
    )
    index.yearCode[row] = codeOf(yearCodes, vehicle.year, () => index.years.push(vehicle.year))
    index.price[row] = vehicle.price
    index.mileage[row] = vehicle.mileage ?? 0
    index.flags[row] = (vehicle.premium ? PREMIUM : 0) | (hasPriceDrop(vehicle) ? PRICE_DROP : 0)
    listedAt[row] = Date.parse(vehicle.createdAt) || 0
    year[row] = vehicle.year
  })
  const columns = { createdAt: listedAt, price: index.price, mileage: index.mileage, year }
  const orders = Object.fromEntries(SORT_OPTIONS.map((option) => [option, sortOrder(column(Int32Array), SORT_TABLE[option], columns)]))
  return { ...index, ids, orders: orders as Record<SortOption, Int32Array> }
}

/** The id of row `row`. */
export function idAt(index: FacetIndex, row: number): string {
  return index.ids.slice(row === 0 ? 0 : index.idEnds[row - 1], index.idEnds[row])
}

/**
 * The listing's rule as a function of a row number: 0 when the row is listed, EXCLUDED when no facet counts it,
 * else the MISS bits of the facets whose own filter it fails (a row missing only the body style still counts
 * under "Body style"). Lookups are prepared once, so a row costs a few comparisons. `keywordRows` marks (1) the
 * rows that match the criteria's keyword terms, which the database decides; without it the keyword is not asked.
 */
export function rowMatcher(index: FacetIndex, criteria: SearchCriteria, keywordRows: Uint8Array | null = null): (row: number) => number {
  const offered = CONDITIONS.map((condition) => criteria.conditions.includes(condition))
  const condition = criteria.condition === null ? -1 : CONDITIONS.indexOf(criteria.condition)
  const bodyStyle = criteria.bodyStyle === null ? -1 : BODY_STYLE_VALUES.indexOf(criteria.bodyStyle)
  const wanted = criteria.makeModel
  const makeModelListed = wanted
    ? index.makeModels.map((entry) => entry.makeSlug === wanted.make && (!wanted.model || entry.modelSlug === wanted.model))
    : null
  const required = criteria.feature === 'price-drop' ? PRICE_DROP : criteria.feature === 'premium-upgrades' ? PREMIUM : 0
  const { price, mileage, maxPrice } = criteria
  const years = criteria.years ?? null
  const yearListed = years ? index.years.map((year) => matchesYears(year, years)) : null
  return (row) => {
    if (!offered[index.condition[row]] || (index.flags[row] & required) !== required) return EXCLUDED
    if ((yearListed && !yearListed[index.yearCode[row]]) || (keywordRows && keywordRows[row] === 0)) return EXCLUDED
    const amount = index.price[row]
    if (maxPrice !== null && amount > maxPrice) return EXCLUDED
    let miss = 0
    if (condition !== -1 && index.condition[row] !== condition) miss |= MISS.condition
    if (bodyStyle !== -1 && index.bodyStyle[row] !== bodyStyle) miss |= MISS.bodyStyle
    if (makeModelListed && !makeModelListed[index.makeModel[row]]) miss |= MISS.makeModel
    if (price && !matchesPrice(amount, price)) miss |= MISS.price
    if (mileage && !matchesMileage(index.mileage[row], mileage)) miss |= MISS.mileage
    return miss
  }
}

/** A vehicle of a results page: its id, and the premium-upgrades badge the index already knows. */
export interface PageRow {
  id: string
  premium: boolean
}

/** One page (from 1) of the listing in the sort's order: the first matches met, so page 1 usually stops early. */
export function pageRows(
  index: FacetIndex,
  criteria: SearchCriteria,
  sort: SortOption,
  page: number,
  perPage: number,
  keywordRows: Uint8Array | null = null,
): PageRow[] {
  const miss = rowMatcher(index, criteria, keywordRows)
  const order = index.orders[sort]
  const skip = (page - 1) * perPage
  const rows: PageRow[] = []
  let matched = 0
  for (let k = 0; k < order.length && rows.length < perPage; k++) {
    const row = order[k]
    if (miss(row) !== 0 || matched++ < skip) continue
    rows.push({ id: idAt(index, row), premium: (index.flags[row] & PREMIUM) !== 0 })
  }
  return rows
}

/** How many vehicles the listing of `criteria` holds (the facet counts' total, without the facets). */
export function countListed(index: FacetIndex, criteria: SearchCriteria, keywordRows: Uint8Array | null = null): number {
  const miss = rowMatcher(index, criteria, keywordRows)
  let total = 0
  for (let row = 0; row < index.size; row++) if (miss(row) === 0) total++
  return total
}

/** A row mask (1 = listed) of the given ids, e.g. the vehicles the database found for a keyword. */
export function rowsOfIds(index: FacetIndex, ids: ReadonlySet<string>): Uint8Array {
  const rows = new Uint8Array(index.size)
  for (let row = 0; row < index.size; row++) if (ids.has(idAt(index, row))) rows[row] = 1
  return rows
}

/** The make slugs in stock, for the grammar. */
export function indexedMakeSlugs(index: FacetIndex): string[] {
  return [...new Set(index.makeModels.map((entry) => entry.makeSlug).filter((slug) => slug !== ''))].sort()
}
