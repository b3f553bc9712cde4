import type { SellTradePage } from '@/payload-types'

type SellTradePageData = Omit<SellTradePage, 'id' | 'createdAt' | 'updatedAt'>

/** /sell-trade-my-car content: the offer pitch and the seven-feature comparison. */
export const SELL_TRADE_PAGE: SellTradePageData = {
  heading: 'Sell or trade your car',
  subheading:
    'Answer a few questions about your vehicle and get a real offer online. Sell it to us outright or put it toward your next car.',
  pitch: [
    { title: 'An instant offer in about 60 seconds', text: 'Enter your VIN or year, make and model, mileage and condition.' },
    { title: 'Your offer is good for 7 days', text: 'Take the time you need: the price holds for a week.' },
    { title: 'Get paid the same day', text: 'Bring the car and your title; we handle the paperwork and any loan payoff.' },
  ],
  ctaLabel: 'Get my offer',
  comparison: {
    heading: 'How we compare',
    rows: [
      { feature: 'Instant offer online', otherDealerships: 'no', onlineTools: 'yes', thisDealer: 'yes' },
      { feature: 'Offer valid for 7 days', otherDealerships: 'no', onlineTools: 'partial', thisDealer: 'yes' },
      { feature: 'Same-day payment', otherDealerships: 'partial', onlineTools: 'no', thisDealer: 'yes' },
      { feature: 'Loan payoff handled for you', otherDealerships: 'yes', onlineTools: 'partial', thisDealer: 'yes' },
      { feature: 'No obligation to buy a car', otherDealerships: 'no', onlineTools: 'yes', thisDealer: 'yes' },
      { feature: 'Local team to inspect in person', otherDealerships: 'yes', onlineTools: 'no', thisDealer: 'yes' },
      { feature: 'More cash later option for older cars', otherDealerships: 'no', onlineTools: 'no', thisDealer: 'yes' },
    ],
  },
}
