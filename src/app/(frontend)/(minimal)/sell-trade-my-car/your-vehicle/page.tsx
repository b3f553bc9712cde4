import type { Metadata } from 'next'

import { SELL_TRADE_WIZARD_PATH, sellTradeWizardMeta } from '@/components/sell-trade/sell-trade-meta'
import { SellTradeWizardPage } from '@/components/sell-trade/wizard-page'
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
export default async function SellTradeWizardRoute() {
  await requirePageEnabled(SELL_TRADE_WIZARD_PATH)
  return <SellTradeWizardPage />
}
