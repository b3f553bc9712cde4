import EnglishPage, * as english from '@/app/(frontend)/(default)/auto-financing/full-credit-application/page'
import { getCreditApplicationPageData } from '@/lib/data/credit-application-page'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/full-credit-application: the English route's page inside the Spanish layout, with the Spanish canonical and hreflang links. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'full-credit-application', async () => (await getCreditApplicationPageData()).dealerName)

export default EnglishPage
