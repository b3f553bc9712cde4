import type { Metadata } from 'next'

import { CreditApplicationPage } from '@/components/credit-application/credit-application-page'
import {
  CREDIT_APPLICATION_DESCRIPTION,
  CREDIT_APPLICATION_HEADING,
  CREDIT_APPLICATION_PATH,
} from '@/lib/credit-application/page'
import { getCreditApplicationPageData } from '@/lib/data/credit-application-page'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Allowed to block, like the other form pages: the page renders in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /auto-financing/full-credit-application. */
export async function generateMetadata(): Promise<Metadata> {
  const { dealerName } = await getCreditApplicationPageData()
  return {
    title: dealerName ? `${CREDIT_APPLICATION_HEADING} | ${dealerName}` : CREDIT_APPLICATION_HEADING,
    description: CREDIT_APPLICATION_DESCRIPTION.replace('{dealer}', dealerName ?? 'our dealership'),
    alternates: languageAlternates(CREDIT_APPLICATION_PATH),
  }
}

/** /auto-financing/full-credit-application: the multi-step credit application with an optional co-borrower. */
export default function FullCreditApplicationPage() {
  return <CreditApplicationPage />
}
