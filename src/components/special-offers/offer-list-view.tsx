import { BreadcrumbTrail } from '@/components/content/breadcrumb-trail'
import type { OfferList } from '@/lib/data/special-offers'
import { pageTrail } from '@/lib/structured-data/breadcrumbs'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { OFFERS_PATH, offerListPath, offerLists } from '@/lib/special-offers/types'

import { OfferGrid } from './offer-grid'

/** /special-offers/{type}: one list's offers, or the empty-list sentence. */
export function OfferListView({ list, locale = DEFAULT_LOCALE }: { list: OfferList; locale?: Locale }) {
  const { title, description } = offerLists(locale)[list.type]
  const crumbs = pageTrail([{ name: t('offers.title', locale), path: OFFERS_PATH }], {
    name: title,
    path: offerListPath(list.type),
  })
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BreadcrumbTrail crumbs={crumbs} locale={locale} />
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">{description}</p>
      <OfferGrid offers={list.offers} locale={locale} />
    </div>
  )
}
