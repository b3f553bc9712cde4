import * as english from '@/app/(frontend)/(default)/auto-financing/full-credit-application/page'
import { CreditApplicationPage } from '@/components/credit-application/credit-application-page'
import { getCreditApplicationPageData } from '@/lib/data/credit-application-page'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/full-credit-application: the credit application in Spanish, in the Spanish layout. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'full-credit-application', async () => (await getCreditApplicationPageData()).dealerName)

/** The heading, intro and the multi-step form in Spanish. */
export default function SpanishFullCreditApplicationPage() {
  return <CreditApplicationPage locale="es" />
}
