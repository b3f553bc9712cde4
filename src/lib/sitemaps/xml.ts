/**
 * Sitemap XML (sitemaps.org 0.9) built with xmlbuilder2, which escapes every text node, so a slug or an editor's
 * URL can never break the document. Pure: entries in, XML text out.
 */
import { create } from 'xmlbuilder2'

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** The six child sitemaps (pages, filters, vehicles, offers, articles, team-members), in index order. */
export const SITEMAP_NAMES = ['pages', 'filters', 'vehicles', 'offers', 'articles', 'team-members'] as const
export type SitemapName = (typeof SITEMAP_NAMES)[number]

/**
 * The protocol's ceiling of URLs per file (and of files per index). The vehicles sitemap is split into files of
 * this size (./children); urlsetXml cuts any longer list, which the other children never come near.
 */
export const MAX_SITEMAP_URLS = 50_000

/** One `<url>`: an absolute location plus the optional hints. */
export interface SitemapEntry {
  loc: string
  lastmod?: string | null
  changefreq?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never'
  priority?: number
}

/** Priority and change frequency per child sitemap (pages highest; vehicles daily, the others weekly). */
export const SITEMAP_HINTS: Readonly<Record<SitemapName, Pick<SitemapEntry, 'changefreq' | 'priority'>>> = {
  pages: { priority: 1, changefreq: 'weekly' },
  filters: { priority: 0.9, changefreq: 'weekly' },
  vehicles: { priority: 0.9, changefreq: 'daily' },
  offers: { priority: 0.6, changefreq: 'weekly' },
  articles: { priority: 0.6, changefreq: 'weekly' },
  'team-members': { priority: 0.6, changefreq: 'weekly' },
}

/** True for a child sitemap name from the URL. */
export function isSitemapName(value: string): value is SitemapName {
  return (SITEMAP_NAMES as readonly string[]).includes(value)
}

/** The public path of a child sitemap (/api/___sitemaps___/{name}). */
export function sitemapPath(name: SitemapName): string {
  return `/api/___sitemaps___/${name}`
}

/** An ISO date-time as the W3C datetime the schema accepts; null for a missing or unreadable date. */
export function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

/** A `<urlset>` document. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE, 'urlset')
  for (const entry of entries.slice(0, MAX_SITEMAP_URLS)) {
    const url = urlset.ele('url')
    url.ele('loc').txt(entry.loc)
    const lastmod = lastmodOf(entry.lastmod)
    if (lastmod) url.ele('lastmod').txt(lastmod)
    if (entry.changefreq) url.ele('changefreq').txt(entry.changefreq)
    if (entry.priority !== undefined) url.ele('priority').txt(entry.priority.toFixed(1))
  }
  return urlset.end({ prettyPrint: true })
}

/** The `<sitemapindex>` over the child sitemap files at `paths` (by default one file per name), at `origin`. */
export function sitemapIndexXml(origin: string, paths: readonly string[] = SITEMAP_NAMES.map(sitemapPath)): string {
  const index = create({ version: '1.0', encoding: 'UTF-8' }).ele(NAMESPACE, 'sitemapindex')
  for (const path of paths)
    index
      .ele('sitemap')
      .ele('loc')
      .txt(`${trimOrigin(origin)}${path}`)
  return index.end({ prettyPrint: true })
}

/** An origin without its trailing slash, so `${origin}${path}` never doubles it. */
export function trimOrigin(origin: string): string {
  return origin.replace(/\/+$/, '')
}
