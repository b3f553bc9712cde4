import * as english from '@/app/(frontend)/auto-financing/apply-for-financing/page'
import { FinancingPage } from '@/components/financing/financing-page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { vinFromQuery } from '@/lib/financing/vehicle'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/auto-financing/apply-for-financing: the pre-approval page in Spanish, header and footer included. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'apply-for-financing', async () => (await getFinancingPageData('apply-for-financing')).dealerName)

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The pre-approval form in Spanish, for the vehicle of `?vin=` when there is one, in the layout the settings pick. */
export default async function SpanishApplyForFinancingPage({ searchParams }: PageProps) {
  const { vin } = await searchParams
  const data = await getFinancingPageData('apply-for-financing', vinFromQuery(vin))
  return <FinancingPage variant="apply-for-financing" data={data} locale="es" />
}
