/**
 * Cached reads of the inventory search results page (SRP): store settings the listing obeys, the grammar
 * context, the facet index, one page of vehicles with facet counts, and the FAQ block. Like the other readers:
 * deferPastBuild() first so `next build` needs no database, then 'use cache' entries expired by the vehicles,
 * store-settings and FAQ hooks. The queries themselves live in ./inventory-queries and ./inventory-settings.
 */
import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { countFacets } from '@/lib/inventory/facet-counts'
import { indexedMakeSlugs, type FacetIndex } from '@/lib/inventory/facet-index'
import { suggestionDataOf, type SuggestionData } from '@/lib/inventory/search-suggestions'
import type { SearchCriteria } from '@/lib/inventory/facets'
import type { GrammarContext } from '@/lib/inventory/filters'
import type { SortOption } from '@/lib/settings/defaults'

import {
  findFacetIndex,
  findInventoryFaqs,
  findInventoryPage,
  type FaqItem,
  type InventoryResults,
} from './inventory-queries'
import { findInventorySettings, type InventorySettings } from './inventory-settings'
import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import type { VehicleCardData } from './vehicles'

export type { FaqItem, InventoryResults, SrpVehicle } from './inventory-queries'
export type { InventorySettings } from './inventory-settings'

/** The inventory part of store settings, with SPEC defaults for anything never saved. */
export async function getInventorySettings(): Promise<InventorySettings> {
  await deferPastBuild()
  return readInventorySettings()
}

async function readInventorySettings(): Promise<InventorySettings> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  return findInventorySettings(await getPayloadClient())
}

// The whole public inventory as one compact index (typed arrays; see facet-index), with the id of its build.
// Kept for days rather than hours: the vehicles and body-styles hooks expire it on every change, and a rebuild
// reads every public vehicle (seconds at 100,000), which the first visitor after it waits for.
async function readFacetIndexBuild(): Promise<{ build: string; index: FacetIndex }> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles)
  cacheLife('days')
  return { build: crypto.randomUUID(), index: await findFacetIndex(await getPayloadClient()) }
}

// Which build is current: a small entry with the index's tags, so it changes whenever the index is rebuilt.
async function readFacetIndexStamp(): Promise<string> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles)
  cacheLife('days')
  return (await readFacetIndexBuild()).build
}

let decoded: { stamp: string; index: FacetIndex } | null = null

// Every first visit of a search page needs the whole index, and decoding its cache entry each time cost ~10 ms and
// ~9 MB of garbage at 100,000 vehicles. So the process keeps the copy it decoded for the current stamp; the cache
// entries stay the only source: an expired tag changes the stamp, and the next visit decodes the new build.
async function facetIndex(): Promise<FacetIndex> {
  const stamp = await readFacetIndexStamp()
  if (decoded?.stamp === stamp) return decoded.index
  const { index } = await readFacetIndexBuild()
  decoded = { stamp, index }
  return index
}

/** The grammar's store facts: configured conditions, default sort and the makes in stock (as slugs). */
export async function getGrammarContext(): Promise<GrammarContext> {
  await deferPastBuild()
  return readGrammarContext()
}

/** Body of getGrammarContext for other cached readers (sitemaps, proxy rules), which need no deferPastBuild() of their own. */
export async function readGrammarContext(): Promise<GrammarContext> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.storeSettings)
  cacheLife('hours')
  const [settings, index] = await Promise.all([readInventorySettings(), facetIndex()])
  return { conditions: settings.conditions, defaultSort: settings.defaultSort, makes: indexedMakeSlugs(index) }
}

/**
 * One page of the listing (public stock only), sorted by the sort table, with its facet counts. The page and its
 * metadata both call this, so the second call is a cache hit rather than a second count.
 */
export async function searchInventory(criteria: SearchCriteria, sort: SortOption, page: number): Promise<InventoryResults> {
  await deferPastBuild()
  return readInventoryPage(criteria, sort, page)
}

async function readInventoryPage(criteria: SearchCriteria, sort: SortOption, page: number): Promise<InventoryResults> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.media, TAGS.storeSettings)
  cacheLife('hours')
  const [settings, index, cards] = await Promise.all([readInventorySettings(), facetIndex(), knownCards()])
  const query = { criteria, sort, page, perPage: settings.itemsPerPage }
  return findInventoryPage(await getPayloadClient(), query, index, cards)
}

// Which cards are current: a small entry expired by every vehicle and media change (a card shows both).
async function readCardStamp(): Promise<string> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.media)
  cacheLife('days')
  return crypto.randomUUID()
}

/** Cards kept per process: enough for a few hundred distinct results pages, a few MB. */
const KNOWN_CARDS_MAX = 5_000

let cardsOfStamp: { stamp: string; cards: Map<string, VehicleCardData> } | null = null

// Every first visit of a filter page shows cards that earlier first visits mostly showed already, and reading 19
// cards through the Local API (query, relation, afterRead) was about a tenth of such a render. So the process keeps
// the cards it read, by id, for the current stamp: an edited vehicle or picture changes the stamp, and the next
// visit starts an empty set (as the facet index above). Oldest first out past KNOWN_CARDS_MAX.
async function knownCards(): Promise<Map<string, VehicleCardData>> {
  const stamp = await readCardStamp()
  if (cardsOfStamp?.stamp !== stamp) cardsOfStamp = { stamp, cards: new Map() }
  const { cards } = cardsOfStamp
  for (const id of cards.keys()) {
    if (cards.size <= KNOWN_CARDS_MAX) break
    cards.delete(id)
  }
  return cards
}

/**
 * What the free-text search knows of the stock: makes, models and body styles with their counts (the facet
 * index's unfiltered facets) and the grammar context. One small cached entry, which the search box fetches once.
 */
export async function getSearchSuggestionData(): Promise<SuggestionData> {
  await deferPastBuild()
  return readSearchSuggestionData()
}

async function readSearchSuggestionData(): Promise<SuggestionData> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.storeSettings)
  cacheLife('hours')
  const [ctx, index] = await Promise.all([readGrammarContext(), facetIndex()])
  const all = { condition: null, conditions: ctx.conditions, bodyStyle: null, makeModel: null, feature: null, price: null, mileage: null, maxPrice: null }
  return suggestionDataOf(countFacets(index, all), ctx)
}

/** FAQs placed on the inventory, else the auto-financing ones. */
export async function getInventoryFaqs(locale: Locale = DEFAULT_LOCALE): Promise<FaqItem[]> {
  await deferPastBuild()
  return readInventoryFaqs(locale)
}

// Keyed by language; one tag for both.
async function readInventoryFaqs(locale: Locale): Promise<FaqItem[]> {
  'use cache'
  cacheTag(TAGS.faqs)
  cacheLife('days')
  return findInventoryFaqs(await getPayloadClient(), locale)
}
