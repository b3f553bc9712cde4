/**
 * The Payload reads of the car-research pages, taking the Payload instance so integration tests run them against
 * a real database. Public reads pass `overrideAccess: false` (the collection shows visitors published documents
 * only, and the main table never holds an unpublished draft of a published article); only the live preview,
 * behind draft mode that staff alone can switch on, reads the newest draft.
 */
import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Article, ArticleCategory, Media } from '@/payload-types'

import { lexicalToPlainText } from './lexical-text'
import { canonicalArticlePath, type ArticleSection } from './paths'
import { readingMinutes } from './reading-time'
import type { SearchableArticle } from './search'

/** Articles a list page shows. */
export const ARTICLES_PER_PAGE = 9
/** Related articles under an article. */
export const RELATED_LIMIT = 3
// More than the site will hold for years; a guard against an unbounded read, not a design limit.
const MAX_SEARCHABLE = 500

const MEDIA_FIELDS = { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } as const
const CARD_SELECT = {
  title: true,
  slug: true,
  section: true,
  excerpt: true,
  author: true,
  publishedAt: true,
  heroImage: true,
} as const

/** What an article card shows. */
export type ArticleCard = Pick<Article, 'id' | 'title' | 'section' | 'excerpt' | 'author' | 'publishedAt'> & {
  slug: string
  path: string
  heroImage: Media | null
}

/** An article page: the card plus body, categories, SEO fields and reading time. */
export type ArticleDetail = ArticleCard &
  Pick<Article, 'body' | 'meta' | 'updatedAt'> & {
    categories: Pick<ArticleCategory, 'id' | 'name' | 'slug'>[]
    readingMinutes: number
  }

/** A category of the list's filter. */
export type CategoryOption = Pick<ArticleCategory, 'id' | 'name'> & { slug: string }

/** One page of the list, or null for a category that does not exist. */
export type ArticleListPage = {
  articles: ArticleCard[]
  page: number
  totalPages: number
  totalDocs: number
  category: CategoryOption | null
}

/** A searchable article with what its result line shows. */
export type SearchDoc = SearchableArticle & { card: ArticleCard }

type ReadMode = { draft?: boolean; locale?: Locale }

const populated = <T extends object>(value: string | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

type CardDoc = Pick<Article, 'id' | 'title' | 'section' | 'excerpt' | 'author' | 'publishedAt'> & {
  slug?: string | null
  heroImage?: Article['heroImage']
}

function toCard(doc: CardDoc & { slug: string }): ArticleCard {
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    path: canonicalArticlePath(doc.slug),
    section: doc.section,
    excerpt: doc.excerpt ?? null,
    author: doc.author ?? null,
    publishedAt: doc.publishedAt ?? null,
    heroImage: populated<Media>(doc.heroImage),
  }
}

const hasSlug = <T extends { slug?: string | null }>(doc: T): doc is T & { slug: string } => Boolean(doc.slug)

/** Every article category that has a slug, by name. */
export async function findArticleCategories(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<CategoryOption[]> {
  const { docs } = await payload.find({
    collection: 'article-categories',
    // Topic names are localized; Spanish ones not translated yet read English.
    locale,
    sort: 'name',
    limit: 100,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { name: true, slug: true },
  })
  return docs.filter(hasSlug).map(({ id, name, slug }) => ({ id, name, slug }))
}

/**
 * One page of published articles, newest first, optionally of one category (by slug). Null when the category
 * does not exist; a page past the last one comes back with no articles (the route answers it with a 404).
 */
export async function findArticleListPage(
  payload: Payload,
  options: { categorySlug?: string | null; page: number; perPage?: number; locale?: Locale },
): Promise<ArticleListPage | null> {
  let category: CategoryOption | null = null
  if (options.categorySlug) {
    const categories = await findArticleCategories(payload, options.locale)
    category = categories.find((option) => option.slug === options.categorySlug) ?? null
    if (!category) return null
  }
  const where: Where = category ? { categories: { in: [category.id] } } : {}
  const result = await payload.find({
    collection: 'articles',
    // Titles and excerpts are localized; an untranslated Spanish one reads English (fallback).
    locale: options.locale ?? DEFAULT_LOCALE,
    where,
    sort: ['-publishedAt', '-createdAt'],
    page: options.page,
    limit: options.perPage ?? ARTICLES_PER_PAGE,
    depth: 1,
    overrideAccess: false,
    select: CARD_SELECT,
    populate: { media: MEDIA_FIELDS },
  })
  return {
    articles: result.docs.filter(hasSlug).map(toCard),
    page: options.page,
    totalPages: Math.max(1, result.totalPages),
    totalDocs: result.totalDocs,
    category,
  }
}

/** A published article by slug (the newest draft instead in draft mode), or null. */
export async function findArticle(payload: Payload, slug: string, mode: ReadMode = {}): Promise<ArticleDetail | null> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale: mode.locale ?? DEFAULT_LOCALE,
    where: { slug: { equals: slug } },
    limit: 1,
    pagination: false,
    depth: 1,
    draft: mode.draft ?? false,
    // Draft mode is only ever on for staff (the preview route checks the session before enabling it).
    overrideAccess: mode.draft ?? false,
    populate: { media: MEDIA_FIELDS, 'article-categories': { name: true, slug: true } },
  })
  const doc = docs.find(hasSlug)
  if (!doc) return null
  const categories = (doc.categories ?? []).flatMap((value) => {
    const category = populated<ArticleCategory>(value)
    return category ? [{ id: category.id, name: category.name, slug: category.slug }] : []
  })
  return {
    ...toCard(doc),
    body: doc.body ?? null,
    meta: doc.meta,
    updatedAt: doc.updatedAt,
    categories,
    readingMinutes: readingMinutes(lexicalToPlainText(doc.body)),
  }
}

/**
 * Up to three other published articles that share a category with the article, else its section, newest first.
 */
export async function findRelatedArticles(
  payload: Payload,
  article: { id: string; section: ArticleSection; categoryIds: string[] },
  locale: Locale = DEFAULT_LOCALE,
): Promise<ArticleCard[]> {
  const shared: Where[] = [{ section: { equals: article.section } }]
  if (article.categoryIds.length > 0) shared.unshift({ categories: { in: article.categoryIds } })
  const found: ArticleCard[] = []
  // Same categories first, then the same section fills any gap.
  for (const match of shared) {
    if (found.length >= RELATED_LIMIT) break
    const exclude = [article.id, ...found.map((card) => card.id)]
    const { docs } = await payload.find({
      collection: 'articles',
      locale,
      where: { and: [match, { id: { not_in: exclude } }] },
      sort: ['-publishedAt', '-createdAt'],
      limit: RELATED_LIMIT - found.length,
      pagination: false,
      depth: 1,
      overrideAccess: false,
      select: CARD_SELECT,
      populate: { media: MEDIA_FIELDS },
    })
    found.push(...docs.filter(hasSlug).map(toCard))
  }
  return found
}

/** Every published article with its body as plain text, for the search page's ranking. */
export async function findSearchableArticles(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<SearchDoc[]> {
  const { docs } = await payload.find({
    collection: 'articles',
    locale,
    sort: '-publishedAt',
    limit: MAX_SEARCHABLE,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { ...CARD_SELECT, body: true },
    populate: { media: MEDIA_FIELDS },
  })
  return docs.filter(hasSlug).map((doc) => ({
    id: doc.id,
    title: doc.title,
    excerpt: doc.excerpt ?? null,
    bodyText: lexicalToPlainText(doc.body),
    publishedAt: doc.publishedAt ?? null,
    card: toCard(doc),
  }))
}
