/**
 * Child sitemap files and their names. The vehicles sitemap may outgrow the protocol's 50,000 URLs per file, so it
 * is split into pages: page 1 keeps the SPEC section 7 address `vehicles`, further pages are `vehicles-2`,
 * `vehicles-3`… and the index lists them all. Pure, so the page boundaries are unit-tested.
 */
import { isSitemapName, MAX_SITEMAP_URLS, sitemapPath, type SitemapName } from './xml'

/** The child sitemaps that may span several files; the others never come near the limit. */
export const PAGED_SITEMAPS = ['vehicles'] as const satisfies readonly SitemapName[]
export type PagedSitemapName = (typeof PAGED_SITEMAPS)[number]

/** One child sitemap file: a name and its page, counted from 1 (always 1 for a child that is not split). */
export interface SitemapChild {
  name: SitemapName
  page: number
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
  const match = PAGE_SUFFIX.exec(value)
  if (!match || !isPagedSitemapName(match[1])) return null
  const page = Number(match[2])
  return page >= 2 && page <= MAX_SITEMAP_URLS ? { name: match[1], page } : null
}

/** The public path of one child file: the SPEC address for page 1, `-{page}` appended after it. */
export function sitemapChildPath(child: SitemapChild): string {
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
