import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ARTICLE_BUILD_PROBE_SLUG, getArticlePageData } from '@/lib/data/articles'
import { localizeMetadata } from '@/lib/i18n/alternates'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { articlePageMeta } from './article-meta'
import { ArticleView } from './article-view'

/** Props Next hands a `{prefix}/[slug]` page. */
export type ArticleRouteProps = { params: Promise<{ slug: string }> }

/**
 * The page, metadata and build probe of one article address prefix: `car-research` (canonical), the section
 * aliases (`news`, `staff-reviews`, …) and `faqs-okd`. All render the same article; the metadata's canonical link
 * is /car-research/{slug} whichever prefix was asked for. An unknown slug is a real 404 (blocking render).
 */
export function articleRoute(prefix: string, locale: Locale = DEFAULT_LOCALE) {
  async function load({ params }: ArticleRouteProps) {
    const { slug } = await params
    return getArticlePageData(slug, `/${prefix}/${slug}`, locale)
  }

  /** Title, description, Open Graph and the canonical /car-research/{slug} link. */
  async function generateMetadata(props: ArticleRouteProps): Promise<Metadata> {
    const data = await load(props)
    return data ? localizeMetadata(articlePageMeta(data.article, data.dealerName), locale) : {}
  }

  /**
   * The article, or the 404 page for an unknown or unpublished slug. No request data is read here, so each article
   * is kept as an ISR entry; a staff preview (draft mode) bypasses it and shows the newest draft.
   */
  async function ArticlePage(props: ArticleRouteProps) {
    const data = await load(props)
    if (!data) notFound()
    return <ArticleView data={data} locale={locale} />
  }

  /** One probe path for the build; every article renders on its first visit and is then kept (ISR). */
  function generateStaticParams(): { slug: string }[] {
    return [{ slug: ARTICLE_BUILD_PROBE_SLUG }]
  }

  return { generateMetadata, ArticlePage, generateStaticParams }
}
