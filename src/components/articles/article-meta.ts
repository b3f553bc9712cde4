import type { Metadata } from 'next'

import { ARTICLE_SEARCH_PATH, articleListHref, BODY_STYLE_GUIDE_PATH } from '@/lib/articles/paths'
import type { ArticleDetail, CategoryOption } from '@/lib/articles/queries'
import type { Media } from '@/payload-types'
import { t } from '@/lib/i18n'
import { languageAlternates } from '@/lib/i18n/alternates'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

/** '{page} | {dealer}', or the page alone while the store settings have no name. */
export function titled(page: string, dealerName: string | null): string {
  return dealerName ? `${page} | ${dealerName}` : page
}

/** Title, description and canonical link of a page of the article list. */
export function articleListMeta(
  dealerName: string | null,
  options: { category: CategoryOption | null; page: number },
  locale: Locale = DEFAULT_LOCALE,
): Metadata {
  const heading = t('carResearch.title', locale)
  const topic = options.category ? `${heading}: ${options.category.name}` : heading
  const page = options.page > 1 ? ` (${t('content.articles.pageWord', locale)} ${options.page})` : ''
  const href = articleListHref({ category: options.category?.slug, page: options.page })
  // Spanish describes the list with its intro; the English wording below stays as it was.
  if (locale !== DEFAULT_LOCALE) {
    return { title: titled(`${topic}${page}`, dealerName), description: t('carResearch.intro', locale), alternates: languageAlternates(href, locale) }
  }
  const about = options.category ? `${options.category.name.toLowerCase()} articles` : 'staff reviews, car advice, FAQs, news and community stories'
  return {
    title: titled(`${topic}${page}`, dealerName),
    description: `Read ${about}${dealerName ? ` from ${dealerName}` : ''}: what to buy, how to finance it and how to look after it.`,
    alternates: languageAlternates(articleListHref({ category: options.category?.slug, page: options.page })),
  }
}

/** The search page: titled by the query, never indexed (results pages are thin and endless). */
export function articleSearchMeta(dealerName: string | null, query: string, locale: Locale = DEFAULT_LOCALE): Metadata {
  const heading = query
    ? fill(t('content.articles.resultsFor', locale), { query })
    : t('content.articles.searchLabel', locale)
  return {
    title: titled(heading, dealerName),
    description: t('content.articles.searchDescription', locale),
    alternates: languageAlternates(ARTICLE_SEARCH_PATH, locale),
    robots: { index: false, follow: true },
  }
}

function mediaUrl(media: unknown): string | null {
  if (media && typeof media === 'object' && 'url' in media && typeof (media as Media).url === 'string') {
    return (media as Media).url ?? null
  }
  return null
}

/** An article page: its SEO fields, else its title and excerpt; the canonical link is always /car-research/{slug}. */
export function articlePageMeta(article: ArticleDetail, dealerName: string | null): Metadata {
  const title = article.meta?.title || article.title
  const description = article.meta?.description || article.excerpt || undefined
  const image = mediaUrl(article.meta?.image) ?? article.heroImage?.url ?? null
  return {
    title: titled(title, dealerName),
    description,
    alternates: languageAlternates(article.path),
    openGraph: {
      type: 'article',
      title,
      description,
      url: article.path,
      publishedTime: article.publishedAt ?? undefined,
      modifiedTime: article.updatedAt,
      ...(article.author && { authors: [article.author] }),
      ...(image && { images: [{ url: image }] }),
    },
  }
}

/** Title, description and canonical link of the body-style buying guide. */
export function bodyStyleGuideMeta(dealerName: string | null): Metadata {
  return {
    title: titled('Shop by body style: buying guide', dealerName),
    description:
      'SUV, sedan, truck or minivan? Compare body styles, read what each is best for and see the ones in stock.',
    alternates: languageAlternates(BODY_STYLE_GUIDE_PATH),
  }
}
