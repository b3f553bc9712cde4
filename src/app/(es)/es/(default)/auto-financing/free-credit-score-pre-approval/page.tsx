import * as english from '@/app/(frontend)/(default)/auto-financing/free-credit-score-pre-approval/page'
import { FinancingPageContent } from '@/components/financing/financing-page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { vinFromQuery } from '@/lib/financing/vehicle'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/free-credit-score-pre-approval: phone verification, then the pre-approval form, in Spanish. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'free-credit-score-pre-approval', async () => (await getFinancingPageData('free-credit-score-pre-approval')).dealerName)

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The heading, intro and both steps in Spanish, for the vehicle of `?vin=` when there is one. */
export default async function SpanishFreeCreditScorePage({ searchParams }: PageProps) {
  const { vin } = await searchParams
  const data = await getFinancingPageData('free-credit-score-pre-approval', vinFromQuery(vin))
  return <FinancingPageContent variant="free-credit-score-pre-approval" data={data} locale="es" />
}
