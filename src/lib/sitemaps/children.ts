/**
 * Child sitemap files and their names. The vehicles sitemap may outgrow the protocol's 50,000 URLs per file, so it
 * is split into pages: page 1 keeps the address `vehicles`, further pages are `vehicles-2`,
 * `vehicles-3`… and the index lists them all. Pure, so the page boundaries are unit-tested.
 */
import type { Locale } from '@/lib/i18n/locales'

import { isSitemapName, MAX_SITEMAP_URLS, sitemapPath, type SitemapName } from './xml'

/** The child sitemaps that may span several files; the others never come near the limit. */
export const PAGED_SITEMAPS = ['vehicles'] as const satisfies readonly SitemapName[]
export type PagedSitemapName = (typeof PAGED_SITEMAPS)[number]

/** One child sitemap file: a name and its page, counted from 1 (always 1 for a child that is not split). */
export interface SitemapChild {
  name: SitemapName
  page: number
  /** The Spanish copy of a child (`es-pages`: the same pages at their `/es` URLs); English when absent. */
  locale?: Locale
}

/** The children with a Spanish copy: the pages, search pages and articles that have `/es` routes. */
export const SPANISH_SITEMAPS = ['pages', 'filters', 'articles'] as const satisfies readonly SitemapName[]
const SPANISH_PREFIX = 'es-'

/** The Spanish copies of the English children listed, in the same order. */
export function spanishSitemapChildren(children: readonly SitemapChild[]): SitemapChild[] {
  return children
    .filter((child) => !child.locale && (SPANISH_SITEMAPS as readonly string[]).includes(child.name))
    .map((child) => ({ ...child, locale: 'es' }))
}

// Digits without a leading zero: `vehicles-02` and `vehicles-1` would be second addresses of one file.
const PAGE_SUFFIX = /^(.+)-([1-9]\d*)$/

function isPagedSitemapName(value: string): value is PagedSitemapName {
  return (PAGED_SITEMAPS as readonly string[]).includes(value)
}

/**
 * The child named in the URL, or null (answered 404): a SPEC name is page 1, `{paged name}-{n}` page n ≥ 2. Page 1
 * has only its bare name. Pages beyond the last are for the data reader to refuse; beyond the index's own limit of
 * MAX_SITEMAP_URLS files none can exist.
 */
export function parseSitemapChild(value: string): SitemapChild | null {
  if (isSitemapName(value)) return { name: value, page: 1 }
  if (value.startsWith(SPANISH_PREFIX)) {
    const name = value.slice(SPANISH_PREFIX.length)
    return (SPANISH_SITEMAPS as readonly string[]).includes(name) && isSitemapName(name) ? { name, page: 1, locale: 'es' } : null
  }
  const match = PAGE_SUFFIX.exec(value)
  if (!match || !isPagedSitemapName(match[1])) return null
  const page = Number(match[2])
  return page >= 2 && page <= MAX_SITEMAP_URLS ? { name: match[1], page } : null
}

/** The public path of one child file: the SPEC address for page 1, `-{page}` appended after it. */
export function sitemapChildPath(child: SitemapChild): string {
  if (child.locale === 'es') return sitemapPath(child.name).replace(/[^/]+$/, `${SPANISH_PREFIX}${child.name}`)
  return child.page > 1 ? `${sitemapPath(child.name)}-${child.page}` : sitemapPath(child.name)
}

/** How many files `total` URLs fill at `pageSize` per file (0 for none). */
export function sitemapPageCount(total: number, pageSize: number = MAX_SITEMAP_URLS): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`invalid sitemap page size: ${pageSize}`)
  return Math.ceil(Math.max(0, total) / pageSize)
}

/** The files of a paged child holding `total` URLs, page 1 first; none when it is empty. */
export function pagedSitemapChildren(
  name: PagedSitemapName,
  total: number,
  pageSize: number = MAX_SITEMAP_URLS,
): SitemapChild[] {
  return Array.from({ length: sitemapPageCount(total, pageSize) }, (_, index) => ({ name, page: index + 1 }))
}
