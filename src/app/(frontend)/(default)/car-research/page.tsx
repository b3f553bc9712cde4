import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ArticleGrid } from '@/components/articles/article-card'
import { articleListMeta } from '@/components/articles/article-meta'
import { CategoryFilter } from '@/components/articles/category-filter'
import { ArticleListPagination } from '@/components/articles/list-pagination'
import { ArticleSearchForm } from '@/components/articles/search-form'
import { parseArticleListQuery } from '@/lib/articles/list-query'
import { BODY_STYLE_GUIDE_PATH } from '@/lib/articles/paths'
import { getArticleListData } from '@/lib/data/articles'

/** Allowed to block: a real 404 for a page past the last one, and the list in document order. */
export const instant = false

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ searchParams }: PageProps) {
  const query = parseArticleListQuery(await searchParams)
  return query ? getArticleListData(query) : null
}

/** Title, description and canonical link of a page of the list. */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const data = await load(props)
  return data ? articleListMeta(data.dealerName, data) : {}
}

/** /car-research: articles newest first, filtered by topic, nine a page; the search box and the body-style guide. */
export default async function CarResearchPage(props: PageProps) {
  const data = await load(props)
  if (!data) notFound()
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">Car research{data.category && `: ${data.category.name}`}</h1>
      <p className="mt-2 max-w-2xl text-ink-700">
        Staff reviews, buying and financing advice, answers to common questions, dealership news and community stories.
      </p>
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <ArticleSearchForm />
        <Link href={BODY_STYLE_GUIDE_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
          Shop by body style: our buying guide
        </Link>
      </div>
      <CategoryFilter categories={data.categories} current={data.category?.slug ?? null} />
      <div className="mt-8">
        {data.articles.length > 0 ? (
          <ArticleGrid articles={data.articles} />
        ) : (
          <p className="text-ink-700">No articles have been published{data.category && ' on this topic'} yet.</p>
        )}
      </div>
      <ArticleListPagination page={data.page} totalPages={data.totalPages} category={data.category?.slug ?? null} />
    </div>
  )
}
