import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'

import {
  findArticle,
  findArticleCategories,
  findArticleListPage,
  findRelatedArticles,
  findSearchableArticles,
  type ArticleCard,
  type ArticleDetail,
  type ArticleListPage,
  type CategoryOption,
  type SearchDoc,
} from '@/lib/articles/queries'
import { CAR_RESEARCH_PATH, isArticleSlug } from '@/lib/articles/paths'
import { rankArticles, resultSummary } from '@/lib/articles/search'
import { TAGS } from '@/lib/cache/tags'
import { siteOriginFromEnv } from '@/lib/config/site-url'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { getBodyStyleGuides, type BodyStyleGuideEntry } from './body-styles'
import { requirePageEnabled } from './page-toggles'
import { getPayloadClient } from './payload'
import { getStoreContact } from './store-settings'

/**
 * The one article path the build prerenders per article route (Cache Components wants one; the build has no
 * database): a 404 read from nothing. Every real article renders on its first visit and is then kept (ISR).
 */
export const ARTICLE_BUILD_PROBE_SLUG = '__build-probe'

/** Most pages of the list a URL may ask for; larger numbers are typos or probes and answer 404 unread. */
const MAX_PAGE = 1000

/** /car-research: one page of the list, the category filter's options and the dealership name. */
export type ArticleListData = ArticleListPage & { categories: CategoryOption[]; dealerName: string | null }

/** One search result: the article's card and the passage that matched. */
export type ArticleSearchResult = { card: ArticleCard; snippet: string }

/** /car-research/search: the query as typed and its ranked results (empty for no or a blank query). */
export type ArticleSearchData = { query: string; results: ArticleSearchResult[]; dealerName: string | null }

/** An article page: the article, up to three related ones, the site origin for JSON-LD and the dealer name. */
export type ArticlePageData = {
  article: ArticleDetail
  related: ArticleCard[]
  origin: string | undefined
  dealerName: string | null
}

/**
 * A page of the article list, or null when it does not exist (unknown category, a page past the last): the
 * route answers null with a 404. A 404 too when car research is switched off.
 */
export async function getArticleListData(options: {
  category: string | null
  page: number
  locale?: Locale
}): Promise<ArticleListData | null> {
  const locale = options.locale ?? DEFAULT_LOCALE
  await requirePageEnabled(CAR_RESEARCH_PATH)
  if (options.page < 1 || options.page > MAX_PAGE) return null
  const [list, categories, store] = await Promise.all([
    readArticleList(options.category, options.page, locale),
    readArticleCategories(locale),
    getStoreContact(),
  ])
  if (!list || (options.page > 1 && options.page > list.totalPages)) return null
  return { ...list, categories, dealerName: store.name }
}

/** The search page's results for a query, ranked over the cached published articles. */
export async function getArticleSearchData(query: string, locale: Locale = DEFAULT_LOCALE): Promise<ArticleSearchData> {
  await requirePageEnabled(CAR_RESEARCH_PATH)
  const [docs, store] = await Promise.all([readSearchableArticles(locale), getStoreContact()])
  const results = rankArticles(docs, query).map(({ article }) => ({
    card: article.card,
    snippet: resultSummary(article, query),
  }))
  return { query, results, dealerName: store.name }
}

/**
 * A published article by slug with its related articles, or null for an unknown slug. `requestPath` is the
 * address asked for (an alias prefix or /car-research), checked against the page table.
 */
export async function getArticlePageData(
  slug: string,
  requestPath: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<ArticlePageData | null> {
  if (slug === ARTICLE_BUILD_PROBE_SLUG || !isArticleSlug(slug)) return null
  await requirePageEnabled(requestPath)
  const [article, store] = await Promise.all([readArticle(slug, locale), getStoreContact()])
  if (!article) return null
  const categoryIds = article.categories.map((category) => category.id)
  const related = await readRelated(article.id, article.section, categoryIds, locale)
  return { article, related, origin: siteOriginFromEnv(), dealerName: store.name }
}

// Keyed by language as well; the tags are shared, so an edit expires both languages.
async function readArticleList(category: string | null, page: number, locale: Locale): Promise<ArticleListPage | null> {
  'use cache'
  cacheTag(TAGS.articles, TAGS.articleCategories, TAGS.media)
  cacheLife('days')
  return findArticleListPage(await getPayloadClient(), { categorySlug: category, page, locale })
}

async function readArticleCategories(locale: Locale): Promise<CategoryOption[]> {
  'use cache'
  cacheTag(TAGS.articleCategories)
  cacheLife('days')
  return findArticleCategories(await getPayloadClient(), locale)
}

async function readSearchableArticles(locale: Locale): Promise<SearchDoc[]> {
  'use cache'
  cacheTag(TAGS.articles, TAGS.media)
  cacheLife('days')
  return findSearchableArticles(await getPayloadClient(), locale)
}

/**
 * Draft mode is read inside the cache scope on purpose: read in the page it would make every article render
 * dynamic (no ISR entry). In a staff preview (draft mode, switched on only by the staff-only /next/preview route)
 * Next re-runs this function and never saves its result, so the newest draft shows there and nowhere else.
 */
async function readArticle(slug: string, locale: Locale): Promise<ArticleDetail | null> {
  'use cache'
  cacheTag(TAGS.articles, TAGS.articleCategories, TAGS.media)
  cacheLife('days')
  const { isEnabled: preview } = await draftMode()
  return findArticle(await getPayloadClient(), slug, { draft: preview, locale })
}

async function readRelated(
  id: string,
  section: ArticleDetail['section'],
  categoryIds: string[],
  locale: Locale,
): Promise<ArticleCard[]> {
  'use cache'
  cacheTag(TAGS.articles, TAGS.media)
  cacheLife('days')
  return findRelatedArticles(await getPayloadClient(), { id, section, categoryIds }, locale)
}

/** /car-research/body-styles in a language: every active body style with its buying guide, in admin order. */
export async function getBodyStyleGuideData(
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ bodyStyles: BodyStyleGuideEntry[]; dealerName: string | null }> {
  await requirePageEnabled(CAR_RESEARCH_PATH)
  const [bodyStyles, store] = await Promise.all([getBodyStyleGuides(locale), getStoreContact()])
  return { bodyStyles, dealerName: store.name }
}
