import EnglishPage, * as english from '@/app/(frontend)/(default)/sell-trade-my-car/page'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/sell-trade-my-car: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

export const generateMetadata = spanishMetadata(english.generateMetadata)

export default EnglishPage
