import type { Metadata } from 'next'

import { parseArticleSearchQuery } from '@/lib/articles/list-query'
import { getArticleSearchData } from '@/lib/data/articles'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import type { Locale } from '@/lib/i18n/locales'

import { ArticleGrid } from './article-card'
import { articleSearchMeta } from './article-meta'
import { ArticleSearchForm } from './search-form'

/** Props Next hands the search page. */
export type ArticleSearchProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /car-research/search?q=… in a language: published articles (in that language) ranked by title, excerpt and body. */
export function articleSearchRoute(locale: Locale) {
  async function load({ searchParams }: ArticleSearchProps) {
    return getArticleSearchData(parseArticleSearchQuery(await searchParams), locale)
  }

  /** Titled by the query; noindex, follow. */
  async function generateMetadata(props: ArticleSearchProps): Promise<Metadata> {
    const data = await load(props)
    return articleSearchMeta(data.dealerName, data.query, locale)
  }

  async function ArticleSearchPage(props: ArticleSearchProps) {
    const { query, results } = await load(props)
    const summaries = new Map(results.map((result) => [result.card.id, result.snippet]))
    const text = (key: 'resultsFor' | 'noMatch' | 'oneMatch' | 'manyMatch') =>
      fill(t(`content.articles.${key}`, locale), { query, count: results.length })
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-bold text-ink-900">{query ? text('resultsFor') : t('content.articles.searchLabel', locale)}</h1>
        <div className="mt-6">
          <ArticleSearchForm query={query} locale={locale} />
        </div>
        <section aria-labelledby="search-results-heading" className="mt-8">
          <h2 id="search-results-heading" className="text-xl font-bold text-ink-900" aria-live="polite">
            {!query
              ? t('content.articles.searchPrompt', locale)
              : results.length === 0
                ? text('noMatch')
                : text(results.length === 1 ? 'oneMatch' : 'manyMatch')}
          </h2>
          {results.length > 0 && (
            <div className="mt-4">
              <ArticleGrid
                articles={results.map((result) => result.card)}
                headingLevel="h3"
                summaries={summaries}
                locale={locale}
              />
            </div>
          )}
        </section>
      </div>
    )
  }

  return { generateMetadata, ArticleSearchPage }
}
