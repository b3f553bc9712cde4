/**
 * The Local API queries behind the inventory readers, without Next's cache, so integration tests run them against
 * a throwaway database exactly as the page does. Every query uses visitor access (overrideAccess: false) on top
 * of the public-stock filter: sold and reserve vehicles can never reach a listing. Only ./inventory calls them.
 */
import type { Payload } from 'payload'

import { countFacets, hasPremiumFeature, type FacetRow, type InventoryFacets, type SearchCriteria } from '@/lib/inventory/facets'
import { inventoryWhere, PUBLIC_STOCK, SORT_TABLE, type Spellings } from '@/lib/inventory/where'
import type { PaymentSettings } from '@/lib/payments'
import { CONDITIONS, INVENTORY, SORT_OPTIONS, type Condition, type SortOption } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES, type BodyStyleValue } from '@/lib/vehicles/body-styles'
import { slugify } from '@/lib/vehicles/slug'
import type { Faq, StoreSetting } from '@/payload-types'

import type { VehicleCardData } from './vehicles'
import { VEHICLE_CARD_SELECT } from '@/lib/data/vehicle-card-select'

/** What the listing needs of store settings: conditions, paging, sort, unlock flags and payment defaults. */
export interface InventorySettings {
  conditions: Condition[]
  itemsPerPage: number
  defaultSort: SortOption
  unlockPrice: NonNullable<StoreSetting['unlockPrice']>
  payment: PaymentSettings
}

/** A card of the results grid: the home card's fields plus the premium-upgrades badge. */
export type SrpVehicle = VehicleCardData & { premium: boolean }

/** One page of results with the listing's facets. */
export interface InventoryResults {
  vehicles: SrpVehicle[]
  totalDocs: number
  totalPages: number
  page: number
  facets: InventoryFacets
}

/** The inventory part of store settings, with SPEC defaults for anything never saved. */
export async function findInventorySettings(payload: Payload): Promise<InventorySettings> {
  const settings = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: {
      conditionsOffered: true,
      inventory: true,
      unlockPrice: true,
      fees: true,
      apr: true,
      calculator: true,
      financeDefaults: true,
    },
  })
  const offered = CONDITIONS.filter((c) => (settings.conditionsOffered ?? INVENTORY.conditionsOffered).includes(c))
  const sort = SORT_OPTIONS.find((option) => option === settings.inventory?.defaultSort)
  const { fees, apr, calculator, financeDefaults } = settings
  return {
    conditions: offered.length > 0 ? offered : [...INVENTORY.conditionsOffered],
    itemsPerPage: settings.inventory?.itemsPerPage ?? INVENTORY.itemsPerPage,
    defaultSort: sort ?? INVENTORY.defaultSort,
    unlockPrice: settings.unlockPrice ?? {},
    payment: { fees, apr, calculator, financeDefaults },
  }
}

function bodyStyleValue(relation: unknown): BodyStyleValue | null {
  if (typeof relation !== 'object' || relation === null || !('value' in relation)) return null
  return BODY_STYLE_VALUES.find((value) => value === relation.value) ?? null
}

/** The facet fields of every public vehicle, in one select; facet counts and the grammar's makes derive from it. */
export async function findFacetRows(payload: Payload): Promise<FacetRow[]> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { and: PUBLIC_STOCK },
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: {
      condition: true,
      bodyStyle: true,
      make: true,
      model: true,
      year: true,
      price: true,
      previousPrice: true,
      mileage: true,
      features: true,
    },
    populate: { 'body-styles': { value: true } },
  })
  return docs.map((doc) => ({
    condition: doc.condition,
    bodyStyle: bodyStyleValue(doc.bodyStyle),
    make: doc.make,
    model: doc.model,
    year: doc.year,
    price: doc.price,
    previousPrice: doc.previousPrice ?? null,
    mileage: doc.mileage ?? null,
    premium: hasPremiumFeature((doc.features ?? []).map((row) => row.feature)),
  }))
}

/** The make slugs in stock, for the grammar. */
export function makeSlugs(rows: readonly FacetRow[]): string[] {
  return [...new Set(rows.map((row) => slugify(row.make)).filter((slug) => slug !== ''))].sort()
}

function spellingsFor(rows: readonly FacetRow[], criteria: SearchCriteria): Spellings {
  const wanted = criteria.makeModel
  if (!wanted) return { makes: [], models: null }
  const ofMake = rows.filter((row) => slugify(row.make) === wanted.make)
  const model = wanted.model
  return {
    makes: [...new Set(ofMake.map((row) => row.make))],
    models: model ? [...new Set(ofMake.filter((row) => slugify(row.model) === model).map((row) => row.model))] : null,
  }
}

/** One page of the listing, sorted by the sort table, with facet counts from the given public rows. */
export async function findInventoryPage(
  payload: Payload,
  query: { criteria: SearchCriteria; sort: SortOption; page: number; perPage: number },
  rows: readonly FacetRow[],
): Promise<InventoryResults> {
  const { criteria, sort, page, perPage } = query
  const facets = countFacets(rows, criteria)
  const where = inventoryWhere(criteria, spellingsFor(rows, criteria))
  if (!where) return { vehicles: [], totalDocs: 0, totalPages: 0, page, facets }
  const result = await payload.find({
    collection: 'vehicles',
    where,
    sort: SORT_TABLE[sort],
    limit: perPage,
    page,
    depth: 1,
    overrideAccess: false,
    // Features decide the premium-upgrades badge on search cards.
    select: { ...VEHICLE_CARD_SELECT, features: true },
    populate: { media: { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } },
  })
  const vehicles = result.docs.map(({ features, ...vehicle }) => ({
    ...vehicle,
    premium: hasPremiumFeature((features ?? []).map((row) => row.feature)),
  }))
  return { vehicles, totalDocs: result.totalDocs, totalPages: result.totalPages, page, facets }
}

/** A question and its paragraphs, as the FAQ block shows them. */
export type FaqItem = Pick<Faq, 'id' | 'question' | 'answers'>

/** FAQs placed on the inventory, else the auto-financing ones (the seed places none on the inventory yet). */
export async function findInventoryFaqs(payload: Payload): Promise<FaqItem[]> {
  for (const placement of ['inventory', 'auto-financing'] as const) {
    const { docs } = await payload.find({
      collection: 'faqs',
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
