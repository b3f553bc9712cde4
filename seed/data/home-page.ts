import type { HomePage } from '@/payload-types'

type HomePageData = Omit<HomePage, 'id' | 'createdAt' | 'updatedAt'>
type Layout = NonNullable<HomePageData['layout']>

/** The SPEC's home order (section 2), as block types: what the seed writes and the browser spec checks. */
export const HOME_BLOCK_ORDER = [
  'hero',
  'quickActions',
  'departmentTabs',
  'specialFilters',
  'newestVehicles',
  'reviews',
  'promotions',
  'promotions',
  'faq',
  'warranty',
  'financing',
  'dealershipCallout',
  'bodyStyles',
] as const satisfies readonly Layout[number]['blockType'][]

const LAYOUT: Layout = [
  {
    blockType: 'hero',
    heading: 'Quality used cars, easy financing and a fair trade',
    intro: 'Shop inspected used cars in Moline, Rockford, Elkhart and Fort Wayne, or start online from your couch.',
    position: 'promotions-carousel',
    // SPEC hero slides: pre-approval and the lifetime engine warranty (seeded promotions carry these tags).
    tags: ['pre-approval', 'warranty'],
    limit: 2,
  },
  {
    blockType: 'quickActions',
    cards: [
      {
        title: 'Get pre-approved',
        text: 'Check your rate online in under a minute with no impact on your credit score.',
        href: '/auto-financing/apply-for-financing',
        icon: 'dollar',
      },
      {
        title: 'Value your trade',
        text: 'Get an instant offer in about 60 seconds, valid for 7 days, with same-day payout.',
        href: '/sell-trade-my-car',
        icon: 'swap',
      },
      {
        title: 'Schedule service',
        text: 'Book maintenance or repairs with our service team, backed by a lifetime parts and labour warranty.',
        href: '/service',
        icon: 'wrench',
      },
    ],
  },
  {
    blockType: 'departmentTabs',
    title: 'How can we help?',
    tabs: [
      {
        label: 'Finance',
        title: 'Auto financing for every credit story',
        body: 'Pre-approval takes under 2 minutes, needs no SSN and no date of birth for the first step, and does not touch your credit score. Most approvals come back within 24-48 hours, with $0 down options.',
        links: [
          { label: 'Get pre-approved', url: '/auto-financing/apply-for-financing' },
          { label: 'Free credit score', url: '/auto-financing/free-credit-score-pre-approval' },
        ],
      },
      {
        label: 'Shop',
        title: 'Inspected used cars at honest prices',
        body: 'Every car passes a 75-point inspection and comes with a free vehicle-history report, a 3-day exchange policy and our 30-day price match guarantee.',
        links: [
          { label: 'Shop used cars', url: '/used-cars-for-sale' },
          { label: 'Cars under $20K', url: '/used-cars-for-sale/price-under-20000' },
        ],
      },
      {
        label: 'Sell or Trade',
        title: 'Sell or trade your car in one visit',
        body: 'Answer a few questions online and get an instant offer in about 60 seconds. It stays valid for 7 days, and we pay out the same day.',
        links: [{ label: 'Get my offer', url: '/sell-trade-my-car' }],
      },
      {
        label: 'Service',
        title: 'Service you can trust',
        body: 'Factory-trained technicians, photos before any work, and a lifetime parts and labour warranty on the repairs we do.',
        links: [{ label: 'Visit our service center', url: '/service' }],
      },
    ],
  },
  {
    blockType: 'specialFilters',
    title: 'Browse by special filters',
    intro: 'Jump straight to the deals shoppers ask about most.',
    filters: [
      { filter: 'price-drop', label: 'Price drops', description: 'Cars whose price just went down.' },
      {
        filter: 'premium-upgrades',
        label: 'Premium upgrades',
        description: 'Leather, sunroofs, premium audio and more.',
      },
      { filter: 'under-20000', label: 'Under $20K', description: 'Inspected, warrantied and priced to move.' },
      {
        filter: 'low-mileage',
        label: 'Low mileage',
        description: 'Under 85,000 miles, covered by the lifetime engine limited warranty.',
      },
    ],
  },
  {
    blockType: 'newestVehicles',
    title: 'Newest arrivals',
    intro: 'Fresh on the lot, inspected and ready for a test drive.',
    linkLabel: 'View all used cars',
  },
  {
    blockType: 'reviews',
    badge: 'Reviews',
    title: 'Financing that works for real people',
    description: 'What customers who financed with us say on Google and Facebook.',
    categories: ['Finance'],
  },
  {
    blockType: 'promotions',
    title: 'Current promotions',
    intro: 'Offers running now at every Rock River Auto Group store.',
    placement: 'promotions-carousel',
  },
  { blockType: 'promotions', title: 'Great deals this week', placement: 'grid-item' },
  { blockType: 'faq', title: 'Auto financing FAQ', placement: 'home' },
  {
    blockType: 'warranty',
    badge: 'Peace of mind',
    title: 'Lifetime engine limited warranty',
    description: 'Included at no extra cost on every vehicle under 85,000 miles, for as long as you own it.',
    items: [
      {
        icon: 'shield',
        title: '75-point inspection',
        description: 'Every vehicle is inspected before it reaches the lot.',
      },
      {
        icon: 'car',
        title: 'Free vehicle history report',
        description: 'Know the story of the car before you buy it.',
      },
      {
        icon: 'swap',
        title: '3-day exchange policy',
        description: 'Changed your mind? Exchange your vehicle within 3 days.',
      },
      {
        icon: 'dollar',
        title: '30-day price match',
        description: 'Find the same car for less within 30 days and we match it.',
      },
    ],
    buttons: [{ label: 'Shop covered vehicles', url: '/used-cars-for-sale?mileage=null,85000', style: 'primary' }],
  },
  {
    blockType: 'financing',
    badge: 'Auto financing',
    title: 'Get pre-approved with no impact on your credit score',
    description: 'Approval commonly comes within 24-48 hours, and the first step takes under 2 minutes online.',
    items: [
      { icon: 'shield', title: 'No credit-score impact', description: 'A soft inquiry only, no SSN or date of birth.' },
      { icon: 'dollar', title: '$0 down options', description: 'Drive home today on approved credit.' },
      {
        icon: 'car',
        title: 'Lenders for every credit story',
        description: 'Real banks and credit unions, real rates.',
      },
    ],
    buttons: [
      { label: 'Get pre-approved', url: '/auto-financing/apply-for-financing', style: 'primary' },
      { label: 'Full credit application', url: '/auto-financing/full-credit-application', style: 'secondary' },
    ],
  },
  {
    blockType: 'dealershipCallout',
    badge: 'Rock River Auto Group',
    title: 'Four stores, one promise',
    description:
      'Visit us in Moline and Rockford, Illinois, or Elkhart and Fort Wayne, Indiana. Same inspection, same warranty and same people-first service at every store.',
    buttons: [
      { label: 'Find a location', url: '/contact-us', style: 'primary' },
      { label: 'Meet our team', url: '/our-company/meet-our-team', style: 'text' },
    ],
  },
  { blockType: 'bodyStyles', title: 'Browse by body style' },
]

/** The home-page global: the SPEC's sections in its order, and the page's search-engine fields. */
export const HOME_PAGE: HomePageData = {
  layout: LAYOUT,
  meta: {
    title: 'Used cars for sale, auto financing and service | Rock River Auto Group',
    description:
      'Shop inspected used cars, get pre-approved with no impact on your credit score, value your trade and schedule service in Illinois and Indiana.',
  },
}
