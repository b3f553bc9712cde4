import type { Promotion, SpecialOffer } from '@/payload-types'

import type { BodyStyleValue } from './catalog'

type Art = { kicker: string; color: string; accent: string; bodyStyle: BodyStyleValue }

export type PromotionFixture = Omit<Promotion, 'id' | 'createdAt' | 'updatedAt' | 'image'> & { art: Art }
export type SpecialOfferFixture = Omit<SpecialOffer, 'id' | 'createdAt' | 'updatedAt' | 'image'> & {
  key: string
  art: Art
}

const BRAND = '#0f4c81'
const GOLD = '#f2b134'
// Sample promotions run until 2050.
const START = '2026-01-01T06:00:00.000Z'
const END = '2050-12-31T05:59:59.000Z'

/** Home and inventory promos: five active ones and one that already ended. */
export const PROMOTIONS: PromotionFixture[] = [
  { name: 'pre-approval-hero', title: 'Get pre-approved in under 2 minutes',
    description: 'No SSN, no date of birth and no impact on your credit score for the first step.',
    position: 'promotions-carousel', type: 'finance', category: 'Financing', url: '/auto-financing/apply-for-financing',
    ctaText: 'Get pre-approved', tags: [{ tag: 'finance' }, { tag: 'pre-approval' }], startDate: START, endDate: END,
    sortOrder: 1, criterias: { conditions: ['used', 'certified'] },
    art: { kicker: 'Auto financing', color: BRAND, accent: GOLD, bodyStyle: 'sedans' } },
  { name: 'lifetime-engine-warranty', title: 'Lifetime engine limited warranty',
    description: 'Included on every vehicle under 85,000 miles. Ask us for the details.',
    position: 'promotions-carousel', type: 'warranty', category: 'Warranty', url: '/used-cars-for-sale?mileage=null,85000',
    ctaText: 'Shop covered vehicles', tags: [{ tag: 'warranty' }], startDate: START, endDate: END, sortOrder: 2,
    criterias: { mileage: { max: 85000 } },
    art: { kicker: 'Peace of mind', color: '#1d3b2a', accent: '#7fd18b', bodyStyle: 'suvs' } },
  { name: 'trade-in-same-day', title: 'Same-day payout on your trade',
    description: 'Get an instant offer in about 60 seconds. Valid for 7 days.', position: 'promotions-carousel',
    type: 'trade', category: 'Sell or trade', url: '/sell-trade-my-car', ctaText: 'Value my trade',
    tags: [{ tag: 'trade-in' }], startDate: START, endDate: END, sortOrder: 3,
    art: { kicker: 'Sell or trade', color: '#5a1f2b', accent: '#ff9f7a', bodyStyle: 'trucks' } },
  { name: 'price-drops-grid', title: 'Fresh price drops',
    description: 'These vehicles just got cheaper. See every price drop on one page.', position: 'grid-item',
    type: 'inventory', category: 'Great deals', url: '/used-cars-for-sale/great_deals/price_drop', ctaText: 'See price drops',
    tags: [{ tag: 'great-deals' }, { tag: 'price-drop' }], startDate: START, endDate: END, sortOrder: 4,
    criterias: { greatDeals: 'price-drop' },
    art: { kicker: 'Great deals', color: '#3b2a6b', accent: '#f7c948', bodyStyle: 'hatchbacks' } },
  { name: 'under-20k-grid', title: 'Quality cars under $20K', description: 'Inspected, warrantied and priced to move.',
    position: 'grid-item', type: 'inventory', category: 'Budget', url: '/used-cars-for-sale/price-under-20000',
    ctaText: 'Shop under $20K', tags: [{ tag: 'budget' }], startDate: START, endDate: END, sortOrder: 5,
    criterias: { price: { max: 20000 } },
    art: { kicker: 'Budget friendly', color: '#14505c', accent: '#8be0ef', bodyStyle: 'coupes' } },
  { name: 'summer-sales-event-2024', title: 'Summer Sales Event', description: 'Ended August 31, 2024.',
    position: 'promotions-carousel', type: 'event', category: 'Events', url: '/cars-for-sale', ctaText: 'Shop now',
    tags: [{ tag: 'event' }], startDate: '2024-06-01T05:00:00.000Z', endDate: '2024-08-31T05:00:00.000Z', sortOrder: 6,
    art: { kicker: 'Expired', color: '#555c66', accent: '#d9d9d9', bodyStyle: 'convertibles' } },
]

/** Special offers of each type (the /special-offers pages are off by default in page toggles). */
export const SPECIAL_OFFERS: SpecialOfferFixture[] = [
  { key: 'zero-down', title: '$0 down on approved credit', type: 'dealer',
    description: 'Drive home today with no money down on select pre-owned vehicles.',
    disclaimer: 'With approved credit. Not all buyers will qualify. See dealer for details.',
    ctaText: 'Get pre-approved', ctaUrl: '/auto-financing/apply-for-financing', startDate: START, endDate: END,
    art: { kicker: 'Dealer offer', color: BRAND, accent: GOLD, bodyStyle: 'suvs' } },
  { key: 'price-match', title: '30-day price match guarantee', type: 'dealer',
    description: 'Find the same vehicle for less within 100 miles in 30 days and we refund the difference.',
    disclaimer: 'Same year, make, model, trim and comparable mileage. Documentation required.',
    ctaText: 'Shop inventory', ctaUrl: '/cars-for-sale', startDate: START, endDate: END,
    art: { kicker: 'Dealer offer', color: '#1d3b2a', accent: '#7fd18b', bodyStyle: 'wagons' } },
  { key: 'truck-month', title: '$1,000 off any pickup', type: 'sales',
    description: 'Take $1,000 off the advertised price of any used or certified pickup truck.',
    disclaimer: 'Cannot be combined with other offers. Excludes vehicles in the private reserve.',
    ctaText: 'Shop trucks', ctaUrl: '/used-cars-for-sale/trucks', startDate: START, endDate: END,
    art: { kicker: 'Sales offer', color: '#5a1f2b', accent: '#ff9f7a', bodyStyle: 'trucks' } },
  { key: 'first-time-buyer', title: 'First-time buyer program', type: 'sales',
    description: 'No credit history? Our first-time buyer program gets you on the road and builds your credit.',
    disclaimer: 'Proof of income and residence required.', ctaText: 'Learn more', ctaUrl: '/auto-financing',
    startDate: START, endDate: END,
    art: { kicker: 'Sales offer', color: '#3b2a6b', accent: '#f7c948', bodyStyle: 'hatchbacks' } },
  { key: 'oil-change', title: '$39.95 synthetic-blend oil change', type: 'service',
    description: 'Up to 5 quarts, new filter, tire rotation and a multipoint inspection.',
    disclaimer: 'Most vehicles. Full synthetic and diesel extra. Plus tax and shop supplies.',
    ctaText: 'Call service', ctaUrl: '/service', startDate: START, endDate: END,
    art: { kicker: 'Service offer', color: '#14505c', accent: '#8be0ef', bodyStyle: 'sedans' } },
  { key: 'brake-special', title: '15% off brake service', type: 'service',
    description: 'Pads, rotors and calipers, with our lifetime parts and labor warranty.',
    disclaimer: 'Maximum discount $150. Present offer at write-up.', ctaText: 'Call service', ctaUrl: '/service',
    startDate: START, endDate: END,
    art: { kicker: 'Service offer', color: '#2f3b46', accent: '#ffb454', bodyStyle: 'minivans' } },
  { key: 'winter-ready', title: 'Winter-ready inspection $29', type: 'service',
    description: 'Battery, coolant, wipers, tires and heater checked before the Midwest winter hits.',
    disclaimer: 'Parts extra. Appointment recommended.', ctaText: 'Call service', ctaUrl: '/service',
    startDate: START, endDate: END,
    art: { kicker: 'Service offer', color: '#1e3a5f', accent: '#cde8ff', bodyStyle: 'commercial' } },
]
