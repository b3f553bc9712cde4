import { PhoneLink } from '@/components/header/phone-link'
import { DefaultLayout } from '@/components/layout/default-layout'
import { MinimalLayout } from '@/components/layout/minimal-layout'
import type { FinancingPageData } from '@/lib/data/financing-page'
import { FINANCING_PAGES } from '@/lib/financing/pages'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { FinancingVariant } from '@/lib/leads/schemas/apply-financing'

import { CreditScoreFlow } from './credit-score-flow.client'
import { FinancingForm } from './financing-form.client'

type FinancingPageProps = { variant: FinancingVariant; data: FinancingPageData; locale?: Locale }

/**
 * A pre-approval page: heading, the SPEC's promises (no credit-score impact, no SSN or date of birth, 24-48
 * hours), and the form; the credit-score variant verifies the phone first. Without JavaScript it offers the
 * sales phone instead. The heading, intro and note are in the page's language (the form translates itself).
 */
export function FinancingPageContent({ variant, data, locale = DEFAULT_LOCALE }: FinancingPageProps) {
  const page = FINANCING_PAGES[variant]
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 id="financing-heading" className="text-3xl font-bold text-ink-900">
        {t(`formPages.financing.${variant}.heading`, locale)}
      </h1>
      <p className="mt-2 text-ink-700">{t(`formPages.financing.${variant}.intro`, locale)}</p>
      <noscript>
        <p className="mt-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
          {t('formPages.financing.noScript', locale)}
          {data.salesPhone && (
            <>
              {': '}
              <PhoneLink phone={data.salesPhone} label={t('formPages.callSales', locale)} />
            </>
          )}
          .
        </p>
      </noscript>
      <div className="mt-8">
        {page.phoneVerified ? (
          <CreditScoreFlow submitLabel={page.submitLabel} vehicle={data.vehicle} />
        ) : (
          <FinancingForm
            variant={variant}
            submitLabel={page.submitLabel}
            labelledBy="financing-heading"
            vehicle={data.vehicle}
          />
        )}
      </div>
    </div>
  )
}

/** The page in the layout its data asks for (apply-for-financing: SPEC's preApproved setting), header and footer in its language. */
export function FinancingPage({ variant, data, locale = DEFAULT_LOCALE }: FinancingPageProps) {
  const Layout = data.layout === 'default' ? DefaultLayout : MinimalLayout
  return (
    <Layout locale={locale}>
      <FinancingPageContent variant={variant} data={data} locale={locale} />
    </Layout>
  )
}
