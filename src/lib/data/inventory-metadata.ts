/**
 * Titles, descriptions, canonical link and robots of the listing route (SPEC section 2): the canonical URL is
 * the grammar's own (plus the payment filter), and a page is indexable only without a query string and when its
 * path is in the filter sitemap.
 */
import type { Metadata } from 'next'

import { listingHref } from '@/lib/inventory/listing-href'
import { listingDescription, listingHeading } from '@/lib/inventory/listing-text'
import { canonicalUrl, srpRobots } from '@/lib/inventory/seo'

import { searchInventory } from './inventory'
import type { ListingRequest } from './inventory-request'
import { getFilterSitemapPaths } from './sitemaps'
import { getStoreContact } from './store-settings'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Metadata of a resolved listing request; `hasQueryString`: whether the public URL had any query string. */
export async function listingMetadata(request: ListingRequest, hasQueryString: boolean): Promise<Metadata> {
  const { filters, criteria } = request
  // The page's own read: one cache entry serves both, so the count in the description is the page's count.
  const [results, contact, sitemapPaths] = await Promise.all([
    searchInventory(criteria, filters.sort, filters.page),
    getStoreContact(),
    getFilterSitemapPaths(),
  ])
  const total = results.totalDocs
  const page = filters.page > 1 ? ` – page ${filters.page}` : ''
  const dealer = contact.name ?? 'our dealership'
  const href = listingHref(request, { page: filters.page })
  const [pathname] = href.split('?')
  return {
    title: `${listingHeading(filters)}${page} | ${dealer}`,
    description: listingDescription(filters, total, dealer),
    alternates: languageAlternates(canonicalUrl(href, { allowedParams: ['great-deals', 'mileage', 'page', 'payment', 'sort'] })),
    robots: srpRobots(pathname, hasQueryString, sitemapPaths),
  }
}
