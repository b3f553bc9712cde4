import EnglishPage, * as english from '@/app/(frontend)/(default)/auto-financing/free-credit-score-pre-approval/page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/free-credit-score-pre-approval: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'free-credit-score-pre-approval', async () => (await getFinancingPageData('free-credit-score-pre-approval')).dealerName)

export default EnglishPage
