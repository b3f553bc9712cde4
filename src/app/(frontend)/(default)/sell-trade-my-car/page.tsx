import type { Metadata } from 'next'

import { SellTradeLanding } from '@/components/sell-trade/sell-trade-landing'
import { SELL_TRADE_PATH, sellTradeMeta } from '@/components/sell-trade/sell-trade-meta'
import { requirePageEnabled } from '@/lib/data/page-toggles'
import { getSellTradeLanding } from '@/lib/data/sell-trade'

/** Allowed to block, like the other content pages: rendered in document order from cached readers. */
export const instant = false

/** Title, description and canonical link of /sell-trade-my-car. */
export async function generateMetadata(): Promise<Metadata> {
  await requirePageEnabled(SELL_TRADE_PATH)
  const { store } = await getSellTradeLanding()
  return sellTradeMeta(store.name)
}

/** /sell-trade-my-car: the instant-offer pitch, the call to action and the comparison chart, from the CMS. */
export default async function SellTradePage() {
  await requirePageEnabled(SELL_TRADE_PATH)
  return <SellTradeLanding />
}
