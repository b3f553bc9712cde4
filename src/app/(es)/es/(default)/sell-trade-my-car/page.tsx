import * as english from '@/app/(frontend)/(default)/sell-trade-my-car/page'
import { SellTradeLanding } from '@/components/sell-trade/sell-trade-landing'
import { SELL_TRADE_PATH } from '@/components/sell-trade/sell-trade-meta'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getSellTradeLanding } from '@/lib/data/sell-trade'
import { spanishCodedMetadata } from '@/lib/i18n/spanish-route'

/** /es/sell-trade-my-car: the English route's page in Spanish (its CMS texts and site texts), in the Spanish layout. */
export const instant = false

// Spanish title and description (src/lib/i18n/es-page-meta.ts); canonical and robots as the English page's.
export const generateMetadata = spanishCodedMetadata(english.generateMetadata, 'sell-trade-my-car', async () => (await getSellTradeLanding('es')).store.name)

/** The pitch, call to action and comparison chart in Spanish. */
export default async function SpanishSellTradePage() {
  await requirePageEnabled(SELL_TRADE_PATH)
  return <SellTradeLanding locale="es" />
}
