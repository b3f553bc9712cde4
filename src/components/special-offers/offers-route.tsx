import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OfferDetail } from '@/components/special-offers/offer-detail'
import { OfferListView } from '@/components/special-offers/offer-list-view'
import { offersPageMeta } from '@/components/special-offers/offers-meta'
import { OffersIndex } from '@/components/special-offers/offers-index'
import { getSpecialOffersPage } from '@/lib/data/special-offers'
import { localizeMetadata } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'

export type OffersRouteProps = { params: Promise<{ segments?: string[] }> }

/**
 * /special-offers, /special-offers/{dealer|sales|service} and /special-offers/{type}/{id} (off by default) with the
 * offers' texts in one language. Only a probe is built; the optional catch-all makes each an ISR entry rendered
 * whole on first visit, so the page table's and a missing offer's notFound() are real 404s.
 */
export function offersRoute(locale: Locale) {
  function generateStaticParams(): { segments: string[] }[] {
    return [{ segments: ['__build-probe'] }]
  }

  /** Title, description and canonical link of the index, a list or an offer. */
  async function generateMetadata({ params }: OffersRouteProps): Promise<Metadata> {
    const data = await getSpecialOffersPage((await params).segments, locale)
    return data ? localizeMetadata(offersPageMeta(data, locale), locale) : {}
  }

  async function SpecialOffersPage({ params }: OffersRouteProps) {
    const data = await getSpecialOffersPage((await params).segments, locale)
    if (!data) notFound()
    if (data.kind === 'index') return <OffersIndex lists={data.lists} locale={locale} />
    if (data.kind === 'list') return <OfferListView list={data.list} locale={locale} />
    return <OfferDetail offer={data.offer} locale={locale} />
  }

  return { generateStaticParams, generateMetadata, SpecialOffersPage }
}
