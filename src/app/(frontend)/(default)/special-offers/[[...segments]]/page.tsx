import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { OfferDetail } from '@/components/special-offers/offer-detail'
import { OfferListView } from '@/components/special-offers/offer-list-view'
import { offersPageMeta } from '@/components/special-offers/offers-meta'
import { OffersIndex } from '@/components/special-offers/offers-index'
import { getSpecialOffersPage } from '@/lib/data/special-offers'

/** Allowed to block: a real 404 for unknown lists and offers, and the page in document order. */
export const instant = false

type OffersRouteProps = { params: Promise<{ segments?: string[] }> }

/**
 * Only a probe is built (a 404 read from nothing). The optional catch-all makes the index, the three lists and
 * each offer ISR entries rendered whole on first visit, so the page table's and a missing offer's notFound() are
 * real 404s.
 */
export function generateStaticParams(): { segments: string[] }[] {
  return [{ segments: ['__build-probe'] }]
}

/** Title, description and canonical link of the index, a list or an offer. */
export async function generateMetadata({ params }: OffersRouteProps): Promise<Metadata> {
  const data = await getSpecialOffersPage((await params).segments)
  return data ? offersPageMeta(data) : {}
}

/** /special-offers, /special-offers/{dealer|sales|service} and /special-offers/{type}/{id} (off by default). */
export default async function SpecialOffersPage({ params }: OffersRouteProps) {
  const data = await getSpecialOffersPage((await params).segments)
  if (!data) notFound()
  if (data.kind === 'index') return <OffersIndex lists={data.lists} />
  if (data.kind === 'list') return <OfferListView list={data.list} />
  return <OfferDetail offer={data.offer} />
}
