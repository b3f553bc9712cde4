import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail'
import { ButtonLink } from '@/components/content/button-link'
import { MediaImage } from '@/components/media/media-image'
import type { OfferItem } from '@/lib/data/special-offers'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { OFFERS_PATH, offerListPath, offerLists, offerPath } from '@/lib/special-offers/types'

import { offerValidity } from './offer-dates'

/** /special-offers/{type}/{id}: the offer's picture, text, call to action, validity and fine print. */
export function OfferDetail({ offer, locale = DEFAULT_LOCALE }: { offer: OfferItem; locale?: Locale }) {
  const validity = offerValidity(offer, locale)
  const crumbs = pageTrail(
    [
      { name: t('offers.title', locale), path: OFFERS_PATH },
      { name: offerLists(locale)[offer.type].title, path: offerListPath(offer.type) },
    ],
    { name: offer.title, path: offerPath(offer.type, offer.id) },
  )
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <BreadcrumbTrail crumbs={crumbs} locale={locale} />
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{offer.title}</h1>
      {offer.description && <p className="mt-3 text-lg text-ink-700">{offer.description}</p>}
      {validity && <p className="mt-2 font-medium text-ink-900">{validity}</p>}
      {offer.ctaUrl && (
        <div className="mt-6">
          <ButtonLink href={offer.ctaUrl}>{offer.ctaText || t('home.learnMore', locale)}</ButtonLink>
        </div>
      )}
      {offer.image && typeof offer.image === 'object' && (
        <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-xl bg-surface">
          <MediaImage media={offer.image} size="large" sizes="(min-width: 896px) 832px, 100vw" priority />
        </div>
      )}
      {offer.disclaimer && <p className="mt-6 text-sm text-ink-600">{offer.disclaimer}</p>}
    </div>
  )
}
