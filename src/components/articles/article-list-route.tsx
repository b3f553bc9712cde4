import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { parseArticleListParams } from '@/lib/articles/list-query'
import { BODY_STYLE_GUIDE_PATH } from '@/lib/articles/paths'
import { ARTICLE_BUILD_PROBE_SLUG, getArticleListData } from '@/lib/data/articles'
import { t } from '@/lib/i18n'
import { localizeMetadata } from '@/lib/i18n/alternates'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { ArticleGrid } from './article-card'
import { articleListMeta } from './article-meta'
import { CategoryFilter } from './category-filter'
import { ArticleListPagination } from './list-pagination'
import { ArticleSearchForm } from './search-form'

/** Props Next hands a list page: the topic and page segments its folder has (none for /car-research). */
export type ArticleListRouteProps = { params: Promise<{ category?: string; page?: string }> }

/**
 * The page and metadata of the article list at `/car-research`, `/car-research/page/{n}`,
 * `/car-research/topic/{category}` and `/car-research/topic/{category}/page/{n}`. Path segments rather than a
 * query string: each page is a cached page of its own, and an unknown topic or a page past the last is a real
 * 404 (blocking render).
 */
export function articleListRoute(locale: Locale = DEFAULT_LOCALE) {
  async function load({ params }: ArticleListRouteProps) {
    const parsed = parseArticleListParams(await params)
    return parsed ? getArticleListData({ ...parsed, locale }) : null
  }

  /** Title, description and canonical link of a page of the list. */
  async function generateMetadata(props: ArticleListRouteProps): Promise<Metadata> {
    const data = await load(props)
    return data ? localizeMetadata(articleListMeta(data.dealerName, data, locale), locale) : {}
  }

  /** Articles newest first, nine a page, with the topic filter, the search box and the body-style guide link. */
  async function ArticleListPage(props: ArticleListRouteProps) {
    const data = await load(props)
    if (!data) notFound()
    const category = data.category?.slug ?? null
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">
          {t('carResearch.title', locale)}
          {data.category && `: ${data.category.name}`}
        </h1>
        <p className="mt-2 max-w-2xl text-ink-700">{t('carResearch.intro', locale)}</p>
        <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <ArticleSearchForm locale={locale} />
          <Link href={BODY_STYLE_GUIDE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
            {t('carResearch.guideLink', locale)}
          </Link>
        </div>
        <CategoryFilter categories={data.categories} current={category} locale={locale} />
        <div className="mt-8">
          {data.articles.length > 0 ? (
            <ArticleGrid articles={data.articles} locale={locale} />
          ) : (
            <p className="text-ink-700">{t(data.category ? 'carResearch.emptyTopic' : 'carResearch.empty', locale)}</p>
          )}
        </div>
        <ArticleListPagination page={data.page} totalPages={data.totalPages} category={category} locale={locale} />
      </div>
    )
  }

  return { generateMetadata, ArticleListPage }
}

/** The build probe of the list's dynamic segments: a value the parser refuses, so a 404 read from nothing. */
export const LIST_BUILD_PROBE = ARTICLE_BUILD_PROBE_SLUG
