/**
 * Titles, descriptions, canonical link and robots of the listing route: the canonical URL is
 * the grammar's own (plus the payment filter), and a page is indexable only without a query string and when its
 * path is in the filter sitemap.
 */
import type { Metadata } from 'next'

import { listingHref } from '@/lib/inventory/listing-href'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { listingDescription, listingHeading } from '@/lib/inventory/listing-text'
import { listingDescriptionEs, listingHeadingEs } from '@/lib/inventory/listing-text-es'
import { canonicalUrl, srpRobots } from '@/lib/inventory/seo'

import { searchInventory } from './inventory'
import type { ListingRequest } from './inventory-request'
import { getFilterSitemapPaths } from './sitemaps'
import { getStoreContact } from './store-settings'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Metadata of a resolved listing request; `hasQueryString`: whether the public URL had any query string. */
export async function listingMetadata(
  request: ListingRequest,
  hasQueryString: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Metadata> {
  const { filters, criteria } = request
  // The page's own read: one cache entry serves both, so the count in the description is the page's count.
  const [results, contact, sitemapPaths] = await Promise.all([
    searchInventory(criteria, filters.sort, filters.page),
    getStoreContact(),
    getFilterSitemapPaths(),
  ])
  const total = results.totalDocs
  const spanish = locale === 'es'
  const page = filters.page > 1 ? ` – ${spanish ? 'página' : 'page'} ${filters.page}` : ''
  const dealer = contact.name ?? (spanish ? 'nuestro concesionario' : 'our dealership')
  const href = listingHref(request, { page: filters.page })
  const [pathname] = href.split('?')
  return {
    title: `${spanish ? listingHeadingEs(filters) : listingHeading(filters)}${page} | ${dealer}`,
    description: spanish ? listingDescriptionEs(filters, total, dealer) : listingDescription(filters, total, dealer),
    alternates: languageAlternates(canonicalUrl(href, { allowedParams: ['great-deals', 'mileage', 'page', 'payment', 'sort'] })),
    robots: srpRobots(pathname, hasQueryString, sitemapPaths),
  }
}
