import { compareRoute } from '@/components/compare/compare-route'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/compare: the compare table in Spanish, with the Spanish canonical and hreflang links. */
export const instant = false

const route = compareRoute('es')

export const generateMetadata = spanishMetadata(route.generateMetadata)

export default route.CompareRoute
