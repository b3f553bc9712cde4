/**
 * Every business constant of the product spec (limits, hours, calculator, trade-in, conversion values), stated once.
 * The globals use these as defaultValue and the seed writes them, so the admin, the seed and the calculators can
 * never disagree. Pure: no Payload, no Next.
 */
import type { Weekday } from '@/fields/hours'

export type Condition = 'new' | 'used' | 'certified'
export const CONDITIONS: readonly Condition[] = ['new', 'used', 'certified']

/** Inventory sort options in URL order; the inventory page itself offers only price, mileage and year. */
export const SORT_OPTIONS = ['newest', 'oldest', 'mileage', 'year', 'priceHigh', 'priceLow'] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

export const INVENTORY = {
  itemsPerPage: 19,
  // The template sorts newest first; this dealership's staging configuration sorts priceLow.
  defaultSort: 'newest' satisfies SortOption,
  stagingDefaultSort: 'priceLow' satisfies SortOption,
  // Stores offer new+used, or used only.
  conditionsOffered: ['new', 'used'] as Condition[],
  priceFilterUnder: 20000,
  mileageFilterUpTo: 85000,
  reviewsPerBlock: 9,
  staticAssetMaxAgeSeconds: 8640000,
} as const

/** SPEC gives 7 or 11 for desktop (two readings); 11 is the one the store settings use. */
export const MAP_ZOOM = { mobile: 13, desktop: 11, desktopAlternative: 7 } as const

/** The store's own zone (Rockford IL, the current location) until the admin picks another. */
export const DEFAULT_TIMEZONE = 'America/Chicago'
export const US_TIMEZONES = [
  'America/Chicago',
  'America/Indiana/Indianapolis',
  'America/New_York',
  'America/Detroit',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
] as const

export interface HoursRow {
  day: Weekday
  closed: boolean
  open?: string
  close?: string
}

const openRow = (day: Weekday, open: string, close: string): HoursRow => ({ day, closed: false, open, close })
const closedRow = (day: Weekday): HoursRow => ({ day, closed: true })
const weekdays = (open: string, close: string): HoursRow[] =>
  (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((d) => openRow(d, open, close))

/** Sales: Mon-Fri 10-19, Sat 9-17, Sun closed. */
export const SALES_HOURS: HoursRow[] = [
  ...weekdays('10:00', '19:00'),
  openRow('saturday', '09:00', '17:00'),
  closedRow('sunday'),
]
/** Service: Mon-Fri 8-18, Sat and Sun closed. */
export const SERVICE_HOURS: HoursRow[] = [...weekdays('08:00', '18:00'), closedRow('saturday'), closedRow('sunday')]

export interface SliderBounds {
  min: number
  max: number
  step: number
  default: number
}

/** Payment calculator sliders. Cash down defaults to 20 % of the price, or 1000 when no price is known. */
export const CALCULATOR = {
  cashDown: { min: 0, max: 20000, step: 100, default: 1000, percentStep: 5, defaultPercent: 20 },
  tradeEquity: { min: 0, max: 20000, step: 100, default: 0 },
  creditScore: { min: 400, max: 850, step: 10, default: 850 },
  financeTerm: { min: 12, max: 72, step: 12, default: 24 },
  leaseTerm: { min: 24, max: 39, step: 3, default: 39 },
  leaseMiles: { min: 10000, max: 15000, step: 2500, default: 10000 },
} as const satisfies Record<string, SliderBounds & { percentStep?: number; defaultPercent?: number }>

export const FINANCE_DEFAULTS = { creditScore: 850, term: 72, leaseTerm: 36, leaseMileage: 10000 } as const

/** The document fee comes from settings and applies since March 2020; sales tax and title fees are per store. */
export const FEES = { documentaryFee: 358.03, documentaryFeeSince: '2020-03-01', thirtyDayDriveFee: 10 } as const

export interface CreditTier {
  minScore: number
  maxScore: number
  addPercent: number
}

/** APR surcharges: model year 2018 or later adds 2 percent; lower FICO bands add their percent. */
export const APR = {
  modelYearFrom: 2018,
  modelYearAddPercent: 2,
  creditTiers: [
    { minScore: 600, maxScore: 619, addPercent: 1.5 },
    { minScore: 580, maxScore: 599, addPercent: 3 },
    { minScore: 560, maxScore: 579, addPercent: 4.5 },
    { minScore: 520, maxScore: 559, addPercent: 6.5 },
    { minScore: 500, maxScore: 519, addPercent: 8 },
    { minScore: 300, maxScore: 499, addPercent: 10 },
  ] satisfies CreditTier[],
} as const

export const LEASE_DISCLAIMER_EXAMPLE = { termMonths: 48, milesPerYear: 10000, overagePerMile: 0.2 } as const

/** Credit score labels and time-of-day labels shown by the wizards. */
export const CREDIT_SCORE_LABELS = ['Bad', 'Okay', 'Good', 'Great'] as const
export const TIME_OF_DAY_LABELS = ['Morning', 'Afternoon', 'Evening'] as const

/** Restriction flags: personalised-price unlock required. On in the template, off in staging. */
export const UNLOCK_PRICE = {
  template: { new: true, used: true, certified: true, search: true },
  staging: { new: false, used: false, certified: false, search: false },
} as const

/** Lead events of the send-email step; CONTACT is routed per inquiry type as CONTACT_{type}. */
export const LEAD_EVENTS = [
  'UNLOCK_INVENTORY',
  'UNLOCK_PRICE',
  'SCHEDULE_TEST_DRIVE',
  'SELL_OR_TRADE',
  'CONTACT',
  'STAFF_MEMBER',
  'CAREERS',
  'APPLY_FINANCING',
  'FULL_CREDIT_APP',
  'SERVICE',
] as const
export type LeadEvent = (typeof LEAD_EVENTS)[number]

export const EMAIL_TYPES = ['adf', 'text'] as const
export type EmailType = (typeof EMAIL_TYPES)[number]

export const EMAIL = {
  defaultSubject: 'Website Lead',
  defaultType: 'text' satisfies EmailType,
  staffMemberSubject: 'Connect with a Staff Member Form from website',
} as const

/** Query parameters captured as adsValues for lead attribution; emails append only allow-listed ones. */
export const AD_TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'gbraid',
  'gwraid',
] as const

export const TRADE_IN = {
  cashNowWholesaleBand: { min: 10000, max: 20000 },
  moreCashLater: {
    minAgeYears: 10,
    reservePricePercent: 68,
    profitSharePercent: 32,
    reconditionCostMin: 560,
    advertisingPercent: 5,
    advertisingMin: 995,
    // Disclosed to the customer as 1500 plus 5 percent.
    disclosedAdvertisingFlat: 1500,
  },
  bringIn: { minAgeYears: 15, minMileage: 150000 },
  safetyMinDriveMiles: 50,
  offerValidityDays: 7,
  oilChangeMiles: { min: 3000, max: 5000 },
} as const

/** Conversion values in USD sent with tracking events. */
export const CONVERSION_VALUES = {
  FullCreditApplication: 50,
  InstantScreen: 30,
  Personalize: 20,
  Schedule: 20,
  ConversationStarted: 10,
  SellTrade: 10,
  ClickToCall: 5,
  UnlockInventory: 5,
  Contact: 2,
  SubmitApplication: 2,
  PageView: 0,
  Lead: 0,
} as const

export const ITEM_EVENT_VALUES = {
  view_search_results: 2,
  view_item_list: 3,
  view_item: 5,
  add_to_cart: 20,
  purchase: 30,
} as const

export const VERIFICATION = { codeLength: 6, fallbackPhone: '{phone}', country: 'US' } as const

const DAY_MS = 24 * 60 * 60 * 1000

export const COOKIES = {
  storeSelectionMaxAgeMs: 30 * DAY_MS,
  adsValuesMaxAgeMs: 30 * DAY_MS,
  bannerSaveDelayMs: 500,
  sideTabDelayMs: 10_000,
  sideTabPulseMs: 4_000,
  togglesDefaultOn: true,
} as const

export const MOBILE_BREAKPOINT_PX = 640

export const CLIENT = {
  chunkReloadGuardMs: 10_000,
  maxConcurrentRoutePreloads: 5,
  skipPrefetchOn: ['save-data', '2g'],
  loadingIndicator: { throttleMs: 200, durationMs: 2000, heightPx: 3, fallbackColor: '#22c55e' },
  toast: { position: 'top-right', offsetPx: 20, lifeMs: 5000, enterS: 0.3, leaveS: 0.45 },
  overlay: { fadeInMs: 300, fadeInEasing: 'ease-out', fadeOutMs: 200, fadeOutEasing: 'ease-in' },
  zIndex: { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 },
  select: { scrollHeight: '14rem', typeAheadResetMs: 500 },
  monthAbbreviation: 'mo',
} as const

export const EXPERIMENT_CLIENT = {
  eventQueueSize: 100,
  flushIntervalMs: 10_000,
  requestTimeoutMs: 10_000,
  sessionIdleMs: 30 * 60 * 1000,
  sessionMaxMs: 4 * 60 * 60 * 1000,
  retryStatuses: [408, 500, 502, 503, 504, 522, 524, 599],
} as const
