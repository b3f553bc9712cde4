import type { Metadata } from 'next'

import type { SpecialOffersPage } from '@/lib/data/special-offers'
import { OFFER_LISTS, OFFERS_PATH, offerListPath, offerPath } from '@/lib/special-offers/types'
import { languageAlternates } from '@/lib/i18n/alternates'

const withDealer = (title: string, dealerName: string | null) => (dealerName ? `${title} | ${dealerName}` : title)

/** Title, description and canonical link of a special-offers page. Pure. */
export function offersPageMeta(data: SpecialOffersPage): Metadata {
  if (data.kind === 'index') {
    return {
      title: withDealer('Special offers', data.dealerName),
      description: 'Current dealer, sales and service offers: financing programs, vehicle savings and service coupons.',
      alternates: languageAlternates(OFFERS_PATH),
    }
  }
  if (data.kind === 'list') {
    const { title, description } = OFFER_LISTS[data.list.type]
    return {
      title: withDealer(title, data.dealerName),
      description,
      alternates: languageAlternates(offerListPath(data.list.type)),
    }
  }
  const { offer } = data
  return {
    title: withDealer(offer.title, data.dealerName),
    description: offer.description || `${OFFER_LISTS[offer.type].title}: ${offer.title}.`,
    alternates: languageAlternates(offerPath(offer.type, offer.id)),
  }
}
