import { getSellTradeWizard } from '@/lib/data/sell-trade'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { NoScriptNote } from './no-script-note'
import { TradeWizard } from './trade-wizard.client'

/**
 * /sell-trade-my-car/your-vehicle in a language: the heading and intro (site texts), the note for visitors without
 * JavaScript, and the wizard (its own texts translated in the browser; the questionnaire's from the CMS in the
 * page's language).
 */
export async function SellTradeWizardPage({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const { steps, store } = await getSellTradeWizard(locale)
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink-900">{t('formPages.sellTrade.wizardHeading', locale)}</h1>
      <p className="mt-2 mb-6 text-ink-700">{t('formPages.sellTrade.wizardIntro', locale)}</p>
      <NoScriptNote phone={store.phones.sales ?? store.phones.main} locale={locale} />
      <TradeWizard questionnaire={steps} />
    </div>
  )
}
