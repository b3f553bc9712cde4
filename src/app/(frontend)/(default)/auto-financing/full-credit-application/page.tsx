import type { Metadata } from 'next'

import { CreditApplicationForm } from '@/components/credit-application/credit-application-form.client'
import { PhoneLink } from '@/components/header/phone-link'
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
export default async function FullCreditApplicationPage() {
  const { salesPhone } = await getCreditApplicationPageData()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">{CREDIT_APPLICATION_HEADING}</h1>
      <p className="mt-2 text-ink-700">
        Apply for auto financing in a few steps: tell us about yourself, where you live and work, and add a
        co-borrower if someone applies with you. Your social security number and date of birth are sent securely
        and stored encrypted.
      </p>
      <noscript>
        <p className="mt-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
          The credit application needs JavaScript. Please call us to apply
          {salesPhone && (
            <>
              {': '}
              <PhoneLink phone={salesPhone} label="Call sales" />
            </>
          )}
          .
        </p>
      </noscript>
      <section aria-label="Credit application" className="mt-8">
        <CreditApplicationForm />
      </section>
    </div>
  )
}
