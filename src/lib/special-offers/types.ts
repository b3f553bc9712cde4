/**
 * The three special-offer lists (/special-offers/{dealer|sales|service}), their headings and
 * paths. Pure.
 */
import type { Locale } from '@/lib/i18n/locales'
import { specialOfferPath } from '@/lib/sitemaps/paths'

export const OFFER_TYPES = ['dealer', 'sales', 'service'] as const
export type OfferType = (typeof OFFER_TYPES)[number]

/** Heading and short description of each list. */
export const OFFER_LISTS: Record<OfferType, { title: string; description: string }> = {
  dealer: { title: 'Dealer offers', description: 'Store-wide programs: financing, guarantees and more.' },
  sales: { title: 'Sales offers', description: 'Savings on the vehicles you buy from us.' },
  service: { title: 'Service offers', description: 'Coupons for maintenance and repairs at our service center.' },
}

/** The same headings in Spanish. */
export const OFFER_LISTS_ES: Record<OfferType, { title: string; description: string }> = {
  dealer: { title: 'Ofertas del concesionario', description: 'Programas para toda la tienda: financiamiento, garantías y más.' },
  sales: { title: 'Ofertas de ventas', description: 'Ahorros en los vehículos que nos compra.' },
  service: { title: 'Ofertas de servicio', description: 'Cupones para mantenimiento y reparaciones en nuestro centro de servicio.' },
}

/** The lists' headings in a language. */
export const offerLists = (locale: Locale) => (locale === 'es' ? OFFER_LISTS_ES : OFFER_LISTS)

/** The root path of the offers pages. */
export const OFFERS_PATH = '/special-offers'

/** The list type a URL segment names, or null for anything else. */
export function parseOfferType(segment: string | undefined): OfferType | null {
  return OFFER_TYPES.find((type) => type === segment) ?? null
}

/** A list's path: `/special-offers/{type}`. */
export function offerListPath(type: OfferType): string {
  return `${OFFERS_PATH}/${type}`
}

/** An offer's detail path: `/special-offers/{type}/{id}` (the sitemap builds it with the same helper). */
export function offerPath(type: OfferType, id: string): string {
  return specialOfferPath(type, id)
}

/** What an empty list says. */
export const NO_OFFERS_TEXT = 'No offers available at this time. Please check back later.'
