import Link from 'next/link'

import type { OfferList } from '@/lib/data/special-offers'
import { OFFER_LISTS, offerListPath } from '@/lib/special-offers/types'

import { OfferGrid } from './offer-grid'

/** /special-offers: the dealer, sales and service lists one after another, each linking to its own page. */
export function OffersIndex({ lists }: { lists: readonly OfferList[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">Special offers</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">
        Current savings on vehicles, financing and service. Offers change often, so check back soon.
      </p>
      {lists.map(({ type, offers }) => (
        <section key={type} aria-labelledby={`offers-${type}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`offers-${type}`} className="text-2xl font-bold text-ink-900">
              {OFFER_LISTS[type].title}
            </h2>
            <Link href={offerListPath(type)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
              All {OFFER_LISTS[type].title.toLowerCase()}
            </Link>
          </div>
          <p className="mt-1 text-ink-600">{OFFER_LISTS[type].description}</p>
          <OfferGrid offers={offers} headingLevel="h3" />
        </section>
      ))}
    </div>
  )
}
