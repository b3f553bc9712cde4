import { PhoneLink } from '@/components/header/phone-link'
import { getCreditApplicationPageData } from '@/lib/data/credit-application-page'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { CreditApplicationForm } from './credit-application-form.client'

/**
 * /auto-financing/full-credit-application in a language: heading, intro and the note for visitors without
 * JavaScript from the site texts; the multi-step form translates itself.
 */
export async function CreditApplicationPage({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { salesPhone } = await getCreditApplicationPageData()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-ink-900">{t('formPages.creditApplication.heading', locale)}</h1>
      <p className="mt-2 text-ink-700">{t('formPages.creditApplication.intro', locale)}</p>
      <noscript>
        <p className="mt-4 rounded-lg border border-line bg-surface p-3 text-sm text-ink-900">
          {t('formPages.creditApplication.noScript', locale)}
          {salesPhone && (
            <>
              {': '}
              <PhoneLink phone={salesPhone} label={t('formPages.callSales', locale)} />
            </>
          )}
          .
        </p>
      </noscript>
      <section aria-label={t('formPages.creditApplication.section', locale)} className="mt-8">
        <CreditApplicationForm />
      </section>
    </div>
  )
}
