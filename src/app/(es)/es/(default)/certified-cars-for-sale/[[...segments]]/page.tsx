import { listingRoute } from '@/components/inventory/listing-route'

/** Blocking, in document order, like the English route. */
export const instant = false

const route = listingRoute('certified-cars-for-sale', 'es')

/** Spanish title and heading; canonical /es/certified-cars-for-sale/… with hreflang alternates. */
export const generateMetadata = route.generateMetadata

export const generateStaticParams = route.generateStaticParams

/** Inventory search results (and vehicle detail pages) under /es/certified-cars-for-sale. */
export default route.ListingPage
