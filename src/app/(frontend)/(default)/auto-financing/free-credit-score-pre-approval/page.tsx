import type { Metadata } from 'next'

import { FinancingPageContent } from '@/components/financing/financing-page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { financingPageMeta } from '@/lib/financing/pages'
import { vinFromQuery } from '@/lib/financing/vehicle'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Allowed to block, like the other form pages: the page renders in document order. */
export const instant = false

const VARIANT = 'free-credit-score-pre-approval'

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Title, description and canonical link of /auto-financing/free-credit-score-pre-approval. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getFinancingPageData(VARIANT)
  const { title, description, canonical } = financingPageMeta(VARIANT, dealerName)
  return { title, description, alternates: languageAlternates(canonical) }
}

/** /auto-financing/free-credit-score-pre-approval: phone verification by SMS code, then the pre-approval form. */
export default async function FreeCreditScorePage({ searchParams }: PageProps) {
  const { vin } = await searchParams
  const data = await getFinancingPageData(VARIANT, vinFromQuery(vin))
  return <FinancingPageContent variant={VARIANT} data={data} />
}
