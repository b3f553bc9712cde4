import type { OfferItem } from '@/lib/data/special-offers'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'

import { OfferCard } from './offer-card'

type OfferGridProps = { offers: readonly OfferItem[]; headingLevel?: 'h2' | 'h3'; locale?: Locale }

/** A list's offers as cards, or SPEC's empty-list sentence when none is running. */
export function OfferGrid({ offers, headingLevel, locale }: OfferGridProps) {
  if (offers.length === 0) return <p className="mt-4 text-ink-700">{t('offers.none', locale)}</p>
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <OfferCard key={offer.id} offer={offer} headingLevel={headingLevel} locale={locale} />
      ))}
    </ul>
  )
}
