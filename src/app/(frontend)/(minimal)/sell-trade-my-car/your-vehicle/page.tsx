import type { Metadata } from 'next'

import { NoScriptNote } from '@/components/sell-trade/no-script-note'
import { SELL_TRADE_WIZARD_PATH, sellTradeWizardMeta } from '@/components/sell-trade/sell-trade-meta'
import { TradeWizard } from '@/components/sell-trade/trade-wizard.client'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getSellTradeWizard } from '@/lib/data/sell-trade'

/** Allowed to block: the questionnaire comes from a cached reader and is in the HTML the wizard hydrates. */
export const instant = false

/** Title, description and canonical link of /sell-trade-my-car/your-vehicle. */
export async function generateMetadata(): Promise<Metadata> {
  await requirePageEnabled(SELL_TRADE_WIZARD_PATH)
  const { store } = await getSellTradeWizard()
  return sellTradeWizardMeta(store.name)
}

/** /sell-trade-my-car/your-vehicle (minimal layout): the vehicle, the questionnaire, contact details, the offer. */
export default async function SellTradeWizardPage() {
  await requirePageEnabled(SELL_TRADE_WIZARD_PATH)
  const { steps, store } = await getSellTradeWizard()
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-bold text-ink-900">Get your instant offer</h1>
      <p className="mt-2 mb-6 text-ink-700">
        Tell us about your car and its condition. It takes about a minute, and your offer is valid for 7 days.
      </p>
      <NoScriptNote phone={store.phones.sales ?? store.phones.main} />
      <TradeWizard questionnaire={steps} />
    </div>
  )
}
