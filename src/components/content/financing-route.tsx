import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { contentPageMeta } from '@/components/content/content-meta'
import { FinancingContent, FinancingIndex } from '@/components/content/financing-views'
import { getFinancingPageData } from '@/lib/data/content-pages'
import { localizeMetadata } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

export type FinancingRouteProps = { params: Promise<{ segments?: string[] }> }

/**
 * /auto-financing (index with the financing FAQs, in the page's language), /auto-financing/better-than-buy-here-
 * pay-here and /auto-financing/bad-credit-auto-financing (CMS content pages, off by default in the page table).
 * Only a probe is built; the optional catch-all makes each an ISR entry rendered whole, so notFound() is a real 404.
 */
export function financingRoute(locale: Locale) {
  function generateStaticParams(): { segments: string[] }[] {
    return [{ segments: ['__build-probe'] }]
  }

  /** Title, description and canonical link from the document's SEO fields, else the route's defaults. */
  async function generateMetadata({ params }: FinancingRouteProps): Promise<Metadata> {
    const data = await getFinancingPageData((await params).segments, locale)
    return data ? localizeMetadata(contentPageMeta(data.route, data.page, data.dealerName, locale), locale) : {}
  }

  async function AutoFinancingPage({ params }: FinancingRouteProps) {
    const data = await getFinancingPageData((await params).segments, locale)
    if (!data) notFound()
    return data.kind === 'index' ? (
      <FinancingIndex data={data} locale={locale} />
    ) : (
      <FinancingContent data={data} locale={locale} />
    )
  }

  return { generateStaticParams, generateMetadata, AutoFinancingPage }
}
