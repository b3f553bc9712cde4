import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { PersonalizePayment } from '@/components/pricing/personalize-payment.client'
import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import type { VehicleListPage } from '@/lib/data/favorites'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { translateText } from '@/lib/i18n/translate'
import { calculatorBounds, paymentEstimate } from '@/lib/payments'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'

import { CompareTable } from './compare-table'

/**
 * /compare: the table of the link's vehicles (sold ones included, marked sold), what could not be read, the
 * payment footnote and the wizard that puts the visitor's own terms in the payment row.
 */
export function ComparePage({ data, locale = DEFAULT_LOCALE }: { data: VehicleListPage; locale?: Locale }) {
  const { listed, settings, message } = data
  const cars = listed.flatMap((item) => (item.state === 'gone' ? [] : [item]))
  const gone = listed.filter((item) => item.state === 'gone')
  const sample = cars.find((car) => car.state === 'available')
  const standard = sample ? paymentEstimate(sample.vehicle, {}, settings) : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-print-alone>
      <h1 className="text-3xl font-bold text-ink-900">{t('inventory.compare.title', locale)}</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-ink-900">
          {translateText(message, locale)}
        </p>
      )}
      {gone.length > 0 && (
        <p className="mt-4 text-ink-700">
          {t('inventory.compare.gone', locale).replace('{list}', gone.map((item) => `VIN ${item.vin}`).join(', '))}
        </p>
      )}
      {cars.length === 0 ? (
        <p className="mt-6 text-ink-700">
          {t('inventory.compare.empty', locale)}{' '}
          <Link href="/favorites" className="font-semibold text-brand-700 underline">
            {t('inventory.compare.emptyLink', locale)}
          </Link>
          .
        </p>
      ) : (
        <PricingSettingsProvider settings={paymentSettingsOf(settings)}>
          <div className="mt-6">
            <CompareTable cars={cars} settings={settings} locale={locale} />
          </div>
          <div className="mt-4 space-y-3 text-sm text-ink-700">
            {standard && (
              <p>
                {t('inventory.compare.footnote', locale)
                  .replace('{term}', String(standard.term))
                  .replace('{score}', String(standard.inputs.creditScore))
                  .replace('{percent}', String(calculatorBounds(settings).cashDown.defaultPercent))}
              </p>
            )}
            <div className="print:hidden">
              <PersonalizePayment />
            </div>
            <p className="print:hidden">
              <Link href="/favorites" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                {t('inventory.compare.back', locale)}
              </Link>
            </p>
          </div>
        </PricingSettingsProvider>
      )}
    </div>
  )
}
