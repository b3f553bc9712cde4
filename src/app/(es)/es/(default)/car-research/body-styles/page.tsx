import { bodyStyleGuideRoute } from '@/components/body-styles/body-style-guide-route'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/car-research/body-styles: the guide's chrome and body-style names in Spanish, Spanish canonical and hreflang links. */
export const instant = false

const route = bodyStyleGuideRoute('es')

export const generateMetadata = spanishMetadata(route.generateMetadata)

export default route.BodyStyleGuidePage
