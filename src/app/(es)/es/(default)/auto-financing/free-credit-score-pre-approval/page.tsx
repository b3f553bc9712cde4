import EnglishPage, * as english from '@/app/(frontend)/(default)/auto-financing/free-credit-score-pre-approval/page'
import { spanishMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/free-credit-score-pre-approval: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

export const generateMetadata = spanishMetadata(english.generateMetadata)

export default EnglishPage
