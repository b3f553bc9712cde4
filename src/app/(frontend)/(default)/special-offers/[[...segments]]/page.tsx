import { offersRoute } from '@/components/special-offers/offers-route'

/** Allowed to block: a real 404 for unknown lists and offers, and the page in document order. */
export const instant = false

const route = offersRoute('en')

/** Only a probe is built (a 404 read from nothing); see src/components/special-offers/offers-route.tsx. */
export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata

/** The special-offer index, lists and offers (off by default in the page table). */
export default route.SpecialOffersPage
