import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { MediaImage } from '@/components/media/media-image'
import type { OfferItem } from '@/lib/data/special-offers'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { offerPath } from '@/lib/special-offers/types'

import { offerValidity } from './offer-dates'

/** One offer in a list: picture, title (the link to its page; the whole card is the target), summary and end date. */
export function OfferCard({
  offer,
  headingLevel = 'h2',
  locale = DEFAULT_LOCALE,
}: {
  offer: OfferItem
  headingLevel?: 'h2' | 'h3'
  locale?: Locale
}) {
  const Heading = headingLevel
  const validity = offerValidity(offer, locale)
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-line focus-within:ring-3 focus-within:ring-brand-600 hover:border-brand-700">
      <div className="relative aspect-[16/9] bg-surface">
        <MediaImage media={offer.image} size="card" alt="" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <Heading className="text-lg font-bold text-ink-900">
          <Link href={offerPath(offer.type, offer.id)} className="after:absolute after:inset-0 focus:outline-none">
            {offer.title}
          </Link>
        </Heading>
        {offer.description && <p className="mt-2 text-ink-700">{offer.description}</p>}
        {validity && <p className="mt-auto pt-3 text-sm text-ink-600">{validity}</p>}
      </div>
    </li>
  )
}
