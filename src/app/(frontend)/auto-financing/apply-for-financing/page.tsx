import type { Metadata } from 'next'

import { FinancingPage } from '@/components/financing/financing-page'
import { getFinancingPageData } from '@/lib/data/financing-page'
import { financingPageMeta } from '@/lib/financing/pages'
import { vinFromQuery } from '@/lib/financing/vehicle'
import { languageAlternates } from '@/lib/i18n/alternates'

/**
 * Outside the (default) and (minimal) groups on purpose: this page uses the default layout only when the preApproved
 * setting is on, otherwise the minimal one, so the page renders the layout itself. Allowed to block, like the other
 * form pages.
 */
export const instant = false

const VARIANT = 'apply-for-financing'

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** Title, description and canonical link of /auto-financing/apply-for-financing. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getFinancingPageData(VARIANT)
  const { title, description, canonical } = financingPageMeta(VARIANT, dealerName)
  return { title, description, alternates: languageAlternates(canonical) }
}

/** /auto-financing/apply-for-financing: the pre-approval form, for the vehicle of `?vin=` when there is one. */
export default async function ApplyForFinancingPage({ searchParams }: PageProps) {
  const { vin } = await searchParams
  const data = await getFinancingPageData(VARIANT, vinFromQuery(vin))
  return <FinancingPage variant={VARIANT} data={data} />
}
