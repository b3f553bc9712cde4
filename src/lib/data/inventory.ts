/**
 * Cached reads of the inventory search results page (SRP): store settings the listing obeys, the grammar
 * context, one page of vehicles with facet counts, and the FAQ block. Like the other readers: deferPastBuild() first
 * so `next build` needs no database, then 'use cache' entries expired by the vehicles, store-settings and FAQ
 * hooks. The queries themselves live in ./inventory-queries.
 */
import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import type { FacetRow, SearchCriteria } from '@/lib/inventory/facets'
import type { GrammarContext } from '@/lib/inventory/filters'
import type { SortOption } from '@/lib/settings/defaults'

import {
  findFacetRows,
  findInventoryFaqs,
  findInventoryPage,
  findInventorySettings,
  makeSlugs,
  type FaqItem,
  type InventoryResults,
  type InventorySettings,
} from './inventory-queries'
import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

export type { FaqItem, InventoryResults, InventorySettings, SrpVehicle } from './inventory-queries'

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

/** The facet fields of every public vehicle (one select per cache lifetime). */
export async function getFacetRows(): Promise<FacetRow[]> {
  await deferPastBuild()
  return readFacetRows()
}

async function readFacetRows(): Promise<FacetRow[]> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles)
  cacheLife('hours')
  return findFacetRows(await getPayloadClient())
}

/** The grammar's store facts: configured conditions, default sort and the makes in stock (as slugs). */
export async function getGrammarContext(): Promise<GrammarContext> {
  await deferPastBuild()
  return readGrammarContext()
}

/** Body of getGrammarContext for other cached readers (sitemaps, proxy rules), which need no deferPastBuild() of their own. */
export async function readGrammarContext(): Promise<GrammarContext> {
  const [settings, rows] = await Promise.all([readInventorySettings(), readFacetRows()])
  return { conditions: settings.conditions, defaultSort: settings.defaultSort, makes: makeSlugs(rows) }
}

/** One page of the listing (public stock only), sorted by the sort table, with its facet counts. */
export async function searchInventory(criteria: SearchCriteria, sort: SortOption, page: number): Promise<InventoryResults> {
  await deferPastBuild()
  return readInventoryPage(criteria, sort, page)
}

async function readInventoryPage(criteria: SearchCriteria, sort: SortOption, page: number): Promise<InventoryResults> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.media, TAGS.storeSettings)
  cacheLife('hours')
  const [settings, rows] = await Promise.all([readInventorySettings(), readFacetRows()])
  const query = { criteria, sort, page, perPage: settings.itemsPerPage }
  return findInventoryPage(await getPayloadClient(), query, rows)
}

/** FAQs placed on the inventory, else the auto-financing ones. */
export async function getInventoryFaqs(): Promise<FaqItem[]> {
  await deferPastBuild()
  return readInventoryFaqs()
}

async function readInventoryFaqs(): Promise<FaqItem[]> {
  'use cache'
  cacheTag(TAGS.faqs)
  cacheLife('days')
  return findInventoryFaqs(await getPayloadClient())
}
