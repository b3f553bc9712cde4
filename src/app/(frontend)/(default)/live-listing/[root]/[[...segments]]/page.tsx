import { liveListingRoute } from '@/components/inventory/live-listing-route'

/** Blocking, in document order, like the stored listing routes (see used-cars-for-sale). */
export const instant = false

const route = liveListingRoute('en')

/** The same title, description, canonical link and robots (noindex: see srpRobots) as the stored route. */
export const generateMetadata = route.generateMetadata

/** Listings outside the stored set, rendered per request (src/components/inventory/live-listing-route.tsx). */
export default route.LiveListingPage
