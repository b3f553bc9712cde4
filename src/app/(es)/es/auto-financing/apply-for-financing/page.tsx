import EnglishPage, * as english from '@/app/(frontend)/auto-financing/apply-for-financing/page'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/apply-for-financing: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

export const generateMetadata = spanishMetadata(english.generateMetadata)

export default EnglishPage
