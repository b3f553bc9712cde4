import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail'
import { ButtonLink } from '@/components/content/button-link'
import { ContentArticle } from '@/components/content/content-article'
import { contentPageMeta } from '@/components/content/content-meta'
import { financingContentRoute } from '@/components/content/financing-content'
import { getContentPageData } from '@/lib/data/content-pages'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'

/** Allowed to block: a real 404 for unknown or unpublished pages, and the page in document order. */
export const instant = false

type FinancingContentProps = { params: Promise<{ slug: string }> }

/** One probe path for the build (a 404 read from nothing); each page renders on its first visit (ISR). */
export function generateStaticParams(): { slug: string }[] {
  return [{ slug: '__build-probe' }]
}

async function readFinancingContent({ params }: FinancingContentProps) {
  const route = financingContentRoute((await params).slug)
  const data = route && (await getContentPageData(route))
  return route && data ? { route, ...data } : null
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata(props: FinancingContentProps): Promise<Metadata> {
  const data = await readFinancingContent(props)
  return data ? contentPageMeta(data.route, data.page, data.dealerName) : {}
}

/**
 * /auto-financing/better-than-buy-here-pay-here and /auto-financing/bad-credit-auto-financing: CMS content pages,
 * switched off by default in the page table (then the proxy and the reader answer 404).
 */
export default async function FinancingContentPage(props: FinancingContentProps) {
  const data = await readFinancingContent(props)
  if (!data) notFound()
  const { route, page } = data
  const crumbs = pageTrail(route.parents ?? [], { name: page.heading || page.title, path: route.path })
  return (
    <ContentArticle
      page={page}
      before={<BreadcrumbTrail crumbs={crumbs} />}
      actions={<ButtonLink href="/auto-financing/apply-for-financing">Get pre-approved</ButtonLink>}
    />
  )
}
