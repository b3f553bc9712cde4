import EnglishPage, * as english from '@/app/(frontend)/auto-financing/apply-for-financing/page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/apply-for-financing: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'apply-for-financing', async () => (await getFinancingPageData('apply-for-financing')).dealerName)

export default EnglishPage
