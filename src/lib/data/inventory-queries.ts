/**
 * The Local API queries behind the inventory readers, without Next's cache, so integration tests run them against
 * a throwaway database exactly as the page does. Every query uses visitor access (overrideAccess: false) on top
 * of the public-stock filter: sold and reserve vehicles can never reach a listing. Only ./inventory calls them.
 */
import type { Payload, Where } from 'payload'

import { countFacets } from '@/lib/inventory/facet-counts'
import { buildFacetIndex, pageRows, type FacetIndex } from '@/lib/inventory/facet-index'
import type { InventoryFacets, SearchCriteria } from '@/lib/inventory/facets'
import { PREMIUM_UPGRADES, PUBLIC_STOCK } from '@/lib/inventory/where'
import type { Locale } from '@/lib/i18n/locales'
import type { SortOption } from '@/lib/settings/defaults'
import type { Faq } from '@/payload-types'

import type { VehicleCardData } from './vehicles'
import { VEHICLE_CARD_SELECT } from '@/lib/data/vehicle-card-select'
import type { CountedRelaxation } from '@/lib/inventory/relaxations'

import { findKeywordRows, findRelaxations } from './inventory-keyword'

/** A card of the results grid: the home card's fields plus the premium-upgrades badge. */
export type SrpVehicle = VehicleCardData & { premium: boolean }

/** One page of results with the listing's facets. */
export interface InventoryResults {
  vehicles: SrpVehicle[]
  totalDocs: number
  totalPages: number
  page: number
  facets: InventoryFacets
  /** When nothing matches: the nearest one-step relaxations with their counts (the empty state offers them). */
  relaxations?: CountedRelaxation[]
}

// Vehicles per query while building the index: reading 100,000 documents in one query peaked above 2 GB of heap
// (Payload's afterRead keeps every document's intermediate objects alive until the query returns).
const INDEX_READ_CHUNK = 5000

const INDEX_SELECT = {
  condition: true,
  bodyStyle: true,
  make: true,
  model: true,
  year: true,
  price: true,
  previousPrice: true,
  mileage: true,
  createdAt: true,
} as const

// Every document a query matches, in id order, a chunk at a time (keyset paging: no count, no offset scan).
async function readInChunks<T extends { id: string }>(
  read: (after: Where[]) => Promise<{ docs: T[] }>,
  chunkSize: number,
): Promise<T[]> {
  const docs: T[] = []
  let after: Where[] = []
  for (;;) {
    const { docs: chunk } = await read(after)
    docs.push(...chunk)
    const last = chunk.at(-1)
    if (chunk.length < chunkSize || last === undefined) return docs
    after = [{ id: { greater_than: last.id } }]
  }
}

/** The facet fields of every public vehicle, read once per cache lifetime and kept as the facet index. */
export async function findFacetIndex(payload: Payload, chunkSize = INDEX_READ_CHUNK): Promise<FacetIndex> {
  // Depth 0 and side queries: populating 100,000 body-style relations and feature arrays would cost far more than
  // mapping ids here.
  const chunk = { sort: 'id', limit: chunkSize, pagination: false, depth: 0, overrideAccess: false } as const
  const [vehicles, bodyStyles, premium] = await Promise.all([
    readInChunks(
      (after) => payload.find({ collection: 'vehicles', where: { and: [...PUBLIC_STOCK, ...after] }, select: INDEX_SELECT, ...chunk }),
      chunkSize,
    ),
    payload.find({ collection: 'body-styles', pagination: false, depth: 0, overrideAccess: false, select: { value: true } }),
    readInChunks(
      (after) =>
        payload.find({
          collection: 'vehicles',
          where: { and: [...PUBLIC_STOCK, PREMIUM_UPGRADES, ...after] },
          // Only the ids are read.
          select: { status: true },
          ...chunk,
        }),
      chunkSize,
    ),
  ])
  const bodyStyleOf = new Map(bodyStyles.docs.map((doc) => [String(doc.id), doc.value]))
  const premiumIds = new Set(premium.map((doc) => String(doc.id)))
  return buildFacetIndex(
    vehicles.map((doc) => ({
      id: String(doc.id),
      createdAt: doc.createdAt,
      condition: doc.condition,
      bodyStyle: bodyStyleOf.get(relationId(doc.bodyStyle)) ?? null,
      make: doc.make,
      model: doc.model,
      year: doc.year,
      price: doc.price,
      previousPrice: doc.previousPrice ?? null,
      mileage: doc.mileage ?? null,
      premium: premiumIds.has(String(doc.id)),
    })),
  )
}

function relationId(relation: string | { id: string } | null | undefined): string {
  return typeof relation === 'object' && relation !== null ? relation.id : (relation ?? '')
}

/**
 * One page of the listing with its facet counts, both from the facet index (a few comparisons per vehicle in
 * stock); the database is asked only for the page's cards, by id, and only for those not in `known` (the cards
 * the process already read since the last vehicles or media change: see readInventoryPage), which it adds there.
 */
export async function findInventoryPage(
  payload: Payload,
  query: { criteria: SearchCriteria; sort: SortOption; page: number; perPage: number },
  index: FacetIndex,
  known?: Map<string, VehicleCardData>,
): Promise<InventoryResults> {
  const { criteria, sort, page, perPage } = query
  const keywordRows = await findKeywordRows(payload, index, criteria.keyword)
  const facets = countFacets(index, criteria, keywordRows)
  const totalPages = Math.ceil(facets.total / perPage)
  const rows = pageRows(index, criteria, sort, page, perPage, keywordRows)
  if (facets.total === 0) {
    return { vehicles: [], totalDocs: 0, totalPages, page, facets, relaxations: await findRelaxations(payload, index, criteria) }
  }
  if (rows.length === 0) return { vehicles: [], totalDocs: facets.total, totalPages, page, facets }
  const cards = await findCards(payload, rows.map((row) => row.id), known)
  const vehicles = rows.flatMap((row) => {
    const vehicle = cards.get(row.id)
    return vehicle ? [{ ...vehicle, premium: row.premium }] : []
  })
  return { vehicles, totalDocs: facets.total, totalPages, page, facets }
}

// The card's picture as the card draws it (MediaImage with size 'card'): the other sizes' names, files and
// dimensions were a third of a card's bytes in every cache entry of a results page.
function cardOf<T extends VehicleCardData>(doc: T): T {
  const image = doc.previewImage
  if (typeof image !== 'object' || image === null) return doc
  const card = image.sizes?.card?.url
  return { ...doc, previewImage: { ...image, sizes: card ? { card: { url: card } } : {} } }
}

// The cards of these ids: from `known` when there, the rest in one query by id (in id order, see below).
async function findCards(payload: Payload, ids: string[], known?: Map<string, VehicleCardData>): Promise<Map<string, VehicleCardData>> {
  const cards = new Map<string, VehicleCardData>()
  const missing: string[] = []
  for (const id of ids) {
    const card = known?.get(id)
    if (card) cards.set(id, card)
    else missing.push(id)
  }
  if (missing.length === 0) return cards
  const { docs } = await payload.find({
    collection: 'vehicles',
    // Public stock again: a vehicle sold since the index was built (the same hook expires both) is left out.
    where: { and: [...PUBLIC_STOCK, { id: { in: missing } }] },
    // In id order (the cards are put in the page's order by the caller): the collection's newest-first default made
    // SQLite walk every available vehicle by date to find these few (tests/int/inventory-query-plan.int.spec.ts).
    sort: 'id',
    pagination: false,
    limit: missing.length,
    depth: 1,
    overrideAccess: false,
    select: VEHICLE_CARD_SELECT,
    populate: { media: { alt: true, url: true, mimeType: true, sizes: true } },
  })
  for (const doc of docs) {
    const card = cardOf(doc)
    cards.set(String(doc.id), card)
    known?.set(String(doc.id), card)
  }
  return cards
}

/** A question and its paragraphs, as the FAQ block shows them. */
export type FaqItem = Pick<Faq, 'id' | 'question' | 'answers'>

/** FAQs placed on the inventory, else the auto-financing ones (the seed places none on the inventory yet). */
export async function findInventoryFaqs(payload: Payload, locale: Locale = 'en'): Promise<FaqItem[]> {
  for (const placement of ['inventory', 'auto-financing'] as const) {
    const { docs } = await payload.find({
      collection: 'faqs',
      locale,
      where: { placement: { in: [placement] } },
      sort: 'sortOrder',
      limit: 10,
      depth: 0,
      overrideAccess: false,
      select: { question: true, answers: true },
    })
    if (docs.length > 0) return docs
  }
  return []
}
