import type { Metadata } from 'next'
import { languageAlternates } from '@/lib/i18n/alternates'

/** Paths of the sell-or-trade pages (the page toggle `sellTrade` covers both). */
export const SELL_TRADE_PATH = '/sell-trade-my-car'
export const SELL_TRADE_WIZARD_PATH = '/sell-trade-my-car/your-vehicle'

const titleOf = (title: string, dealer: string | null) => (dealer ? `${title} | ${dealer}` : title)

/** Title, description and canonical link of the landing page. */
export function sellTradeMeta(dealer: string | null): Metadata {
  return {
    title: titleOf('Sell or trade your car', dealer),
    description: `Get an instant offer for your car in about 60 seconds from ${dealer ?? 'our dealership'}: valid for 7 days, with same-day payout. See how we compare with other dealerships and online trade tools.`,
    alternates: languageAlternates(SELL_TRADE_PATH),
  }
}

/** Title, description and canonical link of the your-vehicle wizard. */
export function sellTradeWizardMeta(dealer: string | null): Metadata {
  return {
    title: titleOf('Get your instant offer', dealer),
    description: 'Tell us about your car, answer a few questions about its condition and get an instant offer.',
    alternates: languageAlternates(SELL_TRADE_WIZARD_PATH),
  }
}
