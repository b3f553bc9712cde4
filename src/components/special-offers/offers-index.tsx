import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import type { OfferList } from '@/lib/data/special-offers'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { offerListPath, offerLists } from '@/lib/special-offers/types'

import { OfferGrid } from './offer-grid'

/** /special-offers: the dealer, sales and service lists one after another, each linking to its own page. */
export function OffersIndex({ lists, locale = DEFAULT_LOCALE }: { lists: readonly OfferList[]; locale?: Locale }) {
  const names = offerLists(locale)
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900 sm:text-4xl">{t('offers.title', locale)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-700">
        {t('offers.intro', locale)}
      </p>
      {lists.map(({ type, offers }) => (
        <section key={type} aria-labelledby={`offers-${type}`} className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`offers-${type}`} className="text-2xl font-bold text-ink-900">
              {names[type].title}
            </h2>
            <Link href={offerListPath(type)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2">
              {t('offers.all', locale).replace('{list}', names[type].title.toLowerCase())}
            </Link>
          </div>
          <p className="mt-1 text-ink-600">{names[type].description}</p>
          <OfferGrid offers={offers} headingLevel="h3" locale={locale} />
        </section>
      ))}
    </div>
  )
}
