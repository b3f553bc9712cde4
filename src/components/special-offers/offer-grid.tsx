import type { OfferItem } from '@/lib/data/special-offers'
import { NO_OFFERS_TEXT } from '@/lib/special-offers/types'

import { OfferCard } from './offer-card'

type OfferGridProps = { offers: readonly OfferItem[]; headingLevel?: 'h2' | 'h3' }

/** A list's offers as cards, or SPEC's empty-list sentence when none is running. */
export function OfferGrid({ offers, headingLevel }: OfferGridProps) {
  if (offers.length === 0) return <p className="mt-4 text-ink-700">{NO_OFFERS_TEXT}</p>
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} headingLevel={headingLevel} />
      ))}
    </ul>
  )
}
