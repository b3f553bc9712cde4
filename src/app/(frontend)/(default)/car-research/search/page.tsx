import type { Metadata } from 'next'

import { ArticleGrid } from '@/components/articles/article-card'
import { articleSearchMeta } from '@/components/articles/article-meta'
import { ArticleSearchForm } from '@/components/articles/search-form'
import { parseArticleSearchQuery } from '@/lib/articles/list-query'
import { getArticleSearchData } from '@/lib/data/articles'

/** Allowed to block: the results render in document order, so the GET form works without JavaScript. */
export const instant = false

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ searchParams }: PageProps) {
  return getArticleSearchData(parseArticleSearchQuery(await searchParams))
}

/** Titled by the query; noindex, follow. */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const data = await load(props)
  return articleSearchMeta(data.dealerName, data.query)
}

/** /car-research/search?q=…: published articles ranked by title, excerpt and body matches. */
export default async function ArticleSearchPage(props: PageProps) {
  const { query, results } = await load(props)
  const summaries = new Map(results.map((result) => [result.card.id, result.snippet]))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">{query ? `Search results for “${query}”` : 'Search car research'}</h1>
      <div className="mt-6">
        <ArticleSearchForm query={query} />
      </div>
      <section aria-labelledby="search-results-heading" className="mt-8">
        <h2 id="search-results-heading" className="text-xl font-bold text-ink-900" aria-live="polite">
          {!query
            ? 'Type a word or two to search our articles.'
            : results.length === 0
              ? `No articles match “${query}”. Try fewer or different words.`
              : `${results.length} ${results.length === 1 ? 'article matches' : 'articles match'} “${query}”`}
        </h2>
        {results.length > 0 && (
          <div className="mt-4">
            <ArticleGrid articles={results.map((result) => result.card)} headingLevel="h3" summaries={summaries} />
          </div>
        )}
      </section>
    </div>
  )
}
