import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { contentPageMeta } from '@/components/content/content-meta'
import { FinancingContent, FinancingIndex } from '@/components/content/financing-views'
import { getFinancingPageData } from '@/lib/data/content-pages'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

type FinancingRouteProps = { params: Promise<{ segments?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes /auto-financing and its two content
 * pages ISR entries rendered whole on first visit, so notFound() (a missing or unpublished page, a page switched
 * off) is a real 404; in a plain route it would stream with status 200. The form pages are static siblings.
 */
export function generateStaticParams(): { segments: string[] }[] {
  return [{ segments: ['__build-probe'] }]
}

/** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
export async function generateMetadata({ params }: FinancingRouteProps): Promise<Metadata> {
  const data = await getFinancingPageData((await params).segments)
  return data ? contentPageMeta(data.route, data.page, data.dealerName) : {}
}

/**
 * /auto-financing (index with the financing FAQs), /auto-financing/better-than-buy-here-pay-here and
 * /auto-financing/bad-credit-auto-financing (CMS content pages, off by default in the page table).
 */
export default async function AutoFinancingPage({ params }: FinancingRouteProps) {
  const data = await getFinancingPageData((await params).segments)
  if (!data) notFound()
  return data.kind === 'index' ? <FinancingIndex data={data} /> : <FinancingContent data={data} />
}
