import { bodyStyleGuideRoute } from '@/components/body-styles/body-style-guide-route'

/** Allowed to block, like the other pages: the guide renders in document order from cached readers. */
export const instant = false

const route = bodyStyleGuideRoute('en')

/** Title, description and canonical link of the body-style guide. */
export const generateMetadata = route.generateMetadata

/** /car-research/body-styles: a keyword box into the listings and every active body style's buying guide. */
export default route.BodyStyleGuidePage
