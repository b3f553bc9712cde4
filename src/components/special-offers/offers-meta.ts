import type { Metadata } from 'next'

import type { SpecialOffersPage } from '@/lib/data/special-offers'
import { OFFERS_PATH, offerListPath, offerLists, offerPath } from '@/lib/special-offers/types'
import { languageAlternates } from '@/lib/i18n/alternates'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const withDealer = (title: string, dealerName: string | null) => (dealerName ? `${title} | ${dealerName}` : title)

/** Title, description and canonical link of a special-offers page. Pure. */
export function offersPageMeta(data: SpecialOffersPage, locale: Locale = DEFAULT_LOCALE): Metadata {
  const lists = offerLists(locale)
  if (data.kind === 'index') {
    return {
      title: withDealer(t('offers.title', locale), data.dealerName),
      description: t('offers.metaDescription', locale),
      alternates: languageAlternates(OFFERS_PATH),
    }
  }
  if (data.kind === 'list') {
    const { title, description } = lists[data.list.type]
    return {
      title: withDealer(title, data.dealerName),
      description,
      alternates: languageAlternates(offerListPath(data.list.type)),
    }
  }
  const { offer } = data
  return {
    title: withDealer(offer.title, data.dealerName),
    description: offer.description || `${lists[offer.type].title}: ${offer.title}.`,
    alternates: languageAlternates(offerPath(offer.type, offer.id)),
  }
}
