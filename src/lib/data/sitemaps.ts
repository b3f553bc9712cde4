import { cacheLife, cacheTag } from 'next/cache'
import type { Where } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import type { PageToggleValues } from '@/lib/settings/page-toggles'
import { pagedSitemapChildren, sitemapPageCount, spanishSitemapChildren, type SitemapChild } from '@/lib/sitemaps/children'
import { enabledPages, filterSitemapPaths, type PathWithDate, type RootStock } from '@/lib/sitemaps/entries'
import { articlePath, specialOfferPath, teamMemberPath } from '@/lib/sitemaps/paths'
import { MAX_SITEMAP_URLS, SITEMAP_NAMES, type SitemapName } from '@/lib/sitemaps/xml'
import { slugify } from '@/lib/vehicles/slug'
import type { BodyStyle } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { readGrammarContext } from './inventory'
import { getPayloadClient } from './payload'
import { PUBLISHED_ONLY } from './published'
import { countSitemapVehicles, findVehicleSitemapPage, IN_STOCK } from './sitemap-queries'

/** The children read as one list of dated paths: all but filters (search paths) and vehicles (read by page). */
type ItemSitemapName = Exclude<SitemapName, 'filters' | 'vehicles'>

async function distinctMakes(where: Where): Promise<string[]> {
  const payload = await getPayloadClient()
  const { values } = await payload.findDistinct({ collection: 'vehicles', field: 'make', where, limit: 1000 })
  return [...new Set(values.map((row) => slugify(String(row.make ?? ''))).filter((make) => make !== ''))].sort()
}

async function distinctBodyStyles(where: Where): Promise<BodyStyle['value'][]> {
  const payload = await getPayloadClient()
  const { values } = await payload.findDistinct({ collection: 'vehicles', field: 'bodyStyle', where, limit: 100 })
  const ids = values.map((row) => row.bodyStyle).filter((id): id is string => typeof id === 'string')
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'body-styles',
    where: { id: { in: ids } },
    select: { value: true, sortOrder: true },
    sort: 'sortOrder',
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => doc.value)
}

/** The indexable search paths (the filters sitemap and the SRP robots rule read the same list). */
export async function getFilterSitemapPaths(): Promise<string[]> {
  await deferPastBuild()
  return readFilterSitemapPaths()
}

/** The same list without the build-phase wait, for other cached readers (the proxy's rules). */
export async function readFilterSitemapPaths(): Promise<string[]> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.bodyStyles, TAGS.storeSettings)
  cacheLife('hours')
  const ctx = await readGrammarContext()
  const roots: RootStock[] = []
  for (const condition of [null, ...ctx.conditions]) {
    const where: Where = condition ? { and: [IN_STOCK, { condition: { equals: condition } }] } : IN_STOCK
    roots.push({ condition, bodyStyles: await distinctBodyStyles(where), makes: await distinctMakes(where) })
  }
  return filterSitemapPaths(roots, ctx)
}

/**
 * The child sitemap files with at least one entry, in index order: the schema requires one `<url>`, so an empty
 * child (special offers switched off, no stock) is left out of the index and answers 404. The vehicles sitemap
 * takes one file per MAX_SITEMAP_URLS vehicles.
 */
export async function getNonEmptySitemaps(): Promise<SitemapChild[]> {
  await deferPastBuild()
  const children = await Promise.all(
    SITEMAP_NAMES.map(async (name): Promise<SitemapChild[]> => {
      if (name === 'vehicles') return pagedSitemapChildren(name, await readVehicleCount())
      const count = name === 'filters' ? (await readFilterSitemapPaths()).length : (await readSitemapItems(name)).length
      return count > 0 ? [{ name, page: 1 }] : []
    }),
  )
  // The Spanish copies (`es-pages`, …) after the English children they mirror.
  return [...children.flat(), ...spanishSitemapChildren(children.flat())]
}

/** The dated paths of one child sitemap other than filters and vehicles (paths only: the route adds the origin). */
export async function getSitemapItems(name: ItemSitemapName): Promise<PathWithDate[]> {
  await deferPastBuild()
  return readSitemapItems(name)
}

/** The dated paths of one vehicles sitemap file (page from 1); empty beyond the last page. */
export async function getVehicleSitemapPage(page: number): Promise<PathWithDate[]> {
  await deferPastBuild()
  // Checked against the cached count first, so made-up page numbers neither query nor fill the cache.
  if (page > sitemapPageCount(await readVehicleCount())) return []
  return readVehicleSitemapPage(page)
}

async function readVehicleSitemapPage(page: number): Promise<PathWithDate[]> {
  'use cache'
  cacheTag(TAGS.vehicles)
  cacheLife('hours')
  return findVehicleSitemapPage(await getPayloadClient(), page)
}

async function readVehicleCount(): Promise<number> {
  'use cache'
  cacheTag(TAGS.vehicles)
  cacheLife('hours')
  return countSitemapVehicles(await getPayloadClient())
}

const ITEM_TAGS: Readonly<Record<ItemSitemapName, string[]>> = {
  pages: [TAGS.pageToggles],
  offers: [TAGS.specialOffers, TAGS.pageToggles],
  articles: [TAGS.articles],
  'team-members': [TAGS.staff],
}

async function readSitemapItems(name: ItemSitemapName): Promise<PathWithDate[]> {
  'use cache'
  cacheTag(...ITEM_TAGS[name])
  cacheLife('days')
  const payload = await getPayloadClient()
  const common = { depth: 0, overrideAccess: false, limit: MAX_SITEMAP_URLS, sort: '-updatedAt' } as const
  if (name === 'pages') return enabledPages(await readToggles()).map((path) => ({ path }))
  if (name === 'offers') {
    if (!enabledPages(await readToggles()).includes('/special-offers')) return []
    const now = new Date().toISOString()
    const where: Where = {
      and: [
        { or: [{ startDate: { exists: false } }, { startDate: { less_than_equal: now } }] },
        { or: [{ endDate: { exists: false } }, { endDate: { greater_than_equal: now } }] },
        PUBLISHED_ONLY,
      ],
    }
    const select = { type: true, updatedAt: true } as const
    const { docs } = await payload.find({ collection: 'special-offers', where, select, draft: false, ...common })
    return docs.map((doc) => ({ path: specialOfferPath(doc.type, doc.id), updatedAt: doc.updatedAt }))
  }
  if (name === 'articles') {
    const { docs } = await payload.find({ collection: 'articles', select: { slug: true, updatedAt: true }, ...common })
    return docs.flatMap((doc) => (doc.slug ? [{ path: articlePath(doc.slug), updatedAt: doc.updatedAt }] : []))
  }
  const { docs } = await payload.find({ collection: 'staff', select: { slug: true, updatedAt: true }, ...common })
  return docs.flatMap((doc) => (doc.slug ? [{ path: teamMemberPath(doc.slug), updatedAt: doc.updatedAt }] : []))
}

async function readToggles(): Promise<PageToggleValues> {
  const payload = await getPayloadClient()
  return payload.findGlobal({ slug: 'page-toggles', depth: 0, overrideAccess: false })
}
