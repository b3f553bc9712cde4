import { liveListingRoute } from '@/components/inventory/live-listing-route'

export const instant = false

const route = liveListingRoute('es')

export const generateMetadata = route.generateMetadata

/** Spanish listings outside the stored set, rendered per request (the proxy rewrites /es/... here). */
export default route.LiveListingPage
