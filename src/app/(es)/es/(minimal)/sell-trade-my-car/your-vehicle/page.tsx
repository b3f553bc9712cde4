import * as english from '@/app/(frontend)/(minimal)/sell-trade-my-car/your-vehicle/page'
import { SELL_TRADE_WIZARD_PATH } from '@/components/sell-trade/sell-trade-meta'
import { SellTradeWizardPage } from '@/components/sell-trade/wizard-page'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getSellTradeWizard } from '@/lib/data/sell-trade'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/sell-trade-my-car/your-vehicle: the wizard page in Spanish, in the Spanish layout. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'your-vehicle', async () => (await getSellTradeWizard('es')).store.name)

/** The vehicle, questionnaire, contact and offer steps, with the Spanish heading and intro. */
export default async function SpanishSellTradeWizardRoute() {
  await requirePageEnabled(SELL_TRADE_WIZARD_PATH)
  return <SellTradeWizardPage locale="es" />
}
