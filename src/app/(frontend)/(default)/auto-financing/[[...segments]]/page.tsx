import { financingRoute } from '@/components/content/financing-route'

/** Allowed to block: rendered whole in document order from cached readers. */
export const instant = false

const route = financingRoute('en')

/** Only a probe is built (a 404 read from nothing); see src/components/content/financing-route.tsx. */
export const generateStaticParams = route.generateStaticParams

export const generateMetadata = route.generateMetadata

/** /auto-financing and its two financing content pages. */
export default route.AutoFinancingPage
