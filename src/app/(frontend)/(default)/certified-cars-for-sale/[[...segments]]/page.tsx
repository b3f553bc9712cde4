import { listingRoute } from '@/components/inventory/listing-route'

/**
 * Allowed to block: the results render in document order (no loading boundary), so the page works without
 * JavaScript, where streamed Suspense content would never be swapped in.
 */
export const instant = false

const route = listingRoute('certified-cars-for-sale')

/** Title, description, canonical link and robots of /certified-cars-for-sale/…. */
export const generateMetadata = route.generateMetadata

/** One probe path for the build; every real URL is rendered on its first visit and then kept (ISR). */
export const generateStaticParams = route.generateStaticParams

/** Inventory search results (and vehicle detail pages) under /certified-cars-for-sale. */
export default route.ListingPage
