import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail'
import type { OfferList } from '@/lib/data/special-offers'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'
import { OFFER_LISTS, OFFERS_PATH, offerListPath } from '@/lib/special-offers/types'

import { OfferGrid } from './offer-grid'

/** /special-offers/{type}: one list's offers, or the empty-list sentence. */
export function OfferListView({ list }: { list: OfferList }) {
  const { title, description } = OFFER_LISTS[list.type]
  const crumbs = pageTrail([{ name: 'Special offers', path: OFFERS_PATH }], { name: title, path: offerListPath(list.type) })
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BreadcrumbTrail crumbs={crumbs} />
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{description}</p>
      <OfferGrid offers={list.offers} />
    </div>
  )
}
