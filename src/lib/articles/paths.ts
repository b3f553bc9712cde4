/**
 * Article addresses. `/car-research/{slug}` is the one canonical URL of an article; the section
 * prefixes (/staff-reviews/{slug}, /news/{slug}, …) render the same page and point their canonical link at it.
 * Pure, so every route, the sitemap and the JSON-LD agree on one spelling.
 */
import { articlePath } from '@/lib/sitemaps/paths'

/** The list, search and body-style pages of car research. */
export const CAR_RESEARCH_PATH = '/car-research'
export const ARTICLE_SEARCH_PATH = '/car-research/search'
export const BODY_STYLE_GUIDE_PATH = '/car-research/body-styles'

/** The article sections; each is also an alias prefix of the article page. */
export const ARTICLE_SECTIONS = [
  'staff-reviews',
  'car-advice-education',
  'faqs',
  'news',
  'community-outreach',
] as const

export type ArticleSection = (typeof ARTICLE_SECTIONS)[number]

/** Human names of the sections, for breadcrumbs, badges and the filter. */
export const SECTION_LABELS: Readonly<Record<ArticleSection, string>> = {
  'staff-reviews': 'Staff reviews',
  'car-advice-education': 'Car advice & education',
  faqs: 'FAQs',
  news: 'News',
  'community-outreach': 'Community outreach',
}

/** The direct article route (/faqs-okd/{slug}), rendered without an alias canonical. */
export const DIRECT_ARTICLE_PREFIX = 'faqs-okd'

// The slug field's own alphabet: anything else is a 404 without a database read or a cache entry per typo.
const ARTICLE_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,148}[a-z0-9])?$/

/** Whether a path segment can be an article slug at all. */
export function isArticleSlug(slug: string): boolean {
  return ARTICLE_SLUG.test(slug)
}

/** Whether a string is one of the section values. */
export function isArticleSection(value: string): value is ArticleSection {
  return (ARTICLE_SECTIONS as readonly string[]).includes(value)
}

/** The canonical URL of an article: `/car-research/{slug}`. */
export function canonicalArticlePath(slug: string): string {
  return articlePath(slug)
}

/** An article's address under a section prefix (`/news/{slug}`); the page it shows is canonicalised. */
export function sectionArticlePath(section: ArticleSection, slug: string): string {
  return `/${section}/${slug}`
}

/**
 * The canonical path of any article address: `/car-research/x`, `/news/x`, `/faqs-okd/x` (with or without a
 * trailing slash, query or hash, any case) → `/car-research/x`; null for paths that are not an article page
 * (`/car-research`, `/car-research/search`, `/news`, `/news/a/b`, a malformed slug).
 */
export function canonicalizeArticlePath(pathname: string): string | null {
  const path = pathname.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '')
  const match = /^\/([a-z-]+)\/([^/]+)$/.exec(path)
  if (!match) return null
  const [, prefix, slug] = match
  const known = prefix === 'car-research' || prefix === DIRECT_ARTICLE_PREFIX || isArticleSection(prefix)
  if (!known || !isArticleSlug(slug)) return null
  // Static pages under /car-research are not articles.
  if (prefix === 'car-research' && RESERVED_CAR_RESEARCH.has(slug)) return null
  return canonicalArticlePath(slug)
}

/** Segments under /car-research that are pages of their own, never article slugs. */
export const RESERVED_CAR_RESEARCH: ReadonlySet<string> = new Set(['search', 'body-styles', 'page', 'topic'])

/**
 * A page of the article list, optionally of one topic: `/car-research`, `/car-research/page/2`,
 * `/car-research/topic/financing`, `/car-research/topic/financing/page/2`.
 */
export function articleListHref(options: { category?: string | null; page?: number } = {}): string {
  const base = options.category ? `${CAR_RESEARCH_PATH}/topic/${options.category}` : CAR_RESEARCH_PATH
  return options.page && options.page > 1 ? `${base}/page/${options.page}` : base
}

/** The search page for a query (`/car-research/search?q=…`). */
export function articleSearchHref(query: string): string {
  return `${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: query }).toString()}`
}
