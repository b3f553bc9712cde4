/**
 * The Local API queries behind the vehicles sitemap, without Next's cache, so integration tests run them against a
 * throwaway database exactly as the sitemap routes do. Only ./sitemaps calls them.
 */
import type { Payload, Where } from 'payload'

import { vehicleItems, type PathWithDate } from '@/lib/sitemaps/entries'
import { MAX_SITEMAP_URLS } from '@/lib/sitemaps/xml'

/** The vehicles the sitemaps list. Visitors' access already hides sold and reserve stock; this states the intent. */
export const IN_STOCK: Where = { and: [{ status: { equals: 'available' } }, { reserve: { not_equals: true } }] }

const VEHICLE_PATH_SELECT = {
  condition: true,
  year: true,
  make: true,
  model: true,
  trim: true,
  vin: true,
  updatedAt: true,
} as const

/** How many vehicles the vehicles sitemap lists, which decides how many files it takes. */
export async function countSitemapVehicles(payload: Payload): Promise<number> {
  const { totalDocs } = await payload.count({ collection: 'vehicles', where: IN_STOCK, overrideAccess: false })
  return totalDocs
}

/**
 * The dated paths of one vehicles sitemap file (page from 1, `pageSize` per file); empty beyond the last page.
 * Sorted by VIN, which is unique: an order by updatedAt would let a page boundary fall between equal dates and the
 * database could list one vehicle on two pages and skip another.
 */
export async function findVehicleSitemapPage(
  payload: Payload,
  page: number,
  pageSize: number = MAX_SITEMAP_URLS,
): Promise<PathWithDate[]> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: IN_STOCK,
    select: VEHICLE_PATH_SELECT,
    depth: 0,
    overrideAccess: false,
    limit: pageSize,
    page,
    sort: 'vin',
  })
  return vehicleItems(docs)
}
