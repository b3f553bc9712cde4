import { LEAD_RESPONSE_DEFAULTS } from '@/lib/leads/follow-up/defaults'
import type { StoreSetting } from '@/payload-types'
import {
  AD_TRACKING_PARAMS,
  APR,
  CALCULATOR,
  EMAIL,
  FEES,
  FINANCE_DEFAULTS,
  INVENTORY,
  LEAD_EVENTS,
  MAP_ZOOM,
  SALES_HOURS,
  SERVICE_HOURS,
  UNLOCK_PRICE,
  type LeadEvent,
} from '@/lib/settings/defaults'

// Lenders' CRMs ingest ADF/XML; people read the plain-text ones.
const ADF_EVENTS: readonly LeadEvent[] = [
  'UNLOCK_INVENTORY',
  'UNLOCK_PRICE',
  'SCHEDULE_TEST_DRIVE',
  'SELL_OR_TRADE',
  'APPLY_FINANCING',
  'FULL_CREDIT_APP',
]
const RECIPIENTS: Record<LeadEvent, string[]> = {
  UNLOCK_INVENTORY: ['leads@rockriverauto.example'],
  UNLOCK_PRICE: ['leads@rockriverauto.example'],
  SCHEDULE_TEST_DRIVE: ['leads@rockriverauto.example'],
  SELL_OR_TRADE: ['appraisals@rockriverauto.example'],
  CONTACT: ['info@rockriverauto.example'],
  STAFF_MEMBER: ['info@rockriverauto.example'],
  CAREERS: ['careers@rockriverauto.example'],
  APPLY_FINANCING: ['finance@rockriverauto.example', 'leads@rockriverauto.example'],
  FULL_CREDIT_APP: ['finance@rockriverauto.example'],
  SERVICE: ['service@rockriverauto.example'],
}

/** The store-settings global: the dealership's identity plus every business constant (src/lib/settings/defaults). */
export const STORE_SETTINGS: Omit<StoreSetting, 'id' | 'createdAt' | 'updatedAt'> = {
  dealership: {
    name: 'Rock River Auto Group',
    legalName: 'Rock River Auto Group, LLC',
    addressLine1: '6250 E State St',
    addressLine2: '',
    city: 'Rockford',
    state: 'Illinois',
    stateShort: 'IL',
    zip: '61108',
    email: 'info@rockriverauto.example',
    generalManager: { fullName: 'Marcus Bennett', email: 'marcus.bennett@rockriverauto.example', phone: '(815) 555-0150' },
  },
  phones: { main: '(815) 555-0100', sales: '(815) 555-0187', service: '(815) 555-0188' },
  logoColor: '#0f4c81',
  secondaryColor: '#f2b134',
  social: [
    { platform: 'facebook', url: 'https://www.facebook.com/rockriverautogroup' },
    { platform: 'instagram', url: 'https://www.instagram.com/rockriverautogroup' },
    { platform: 'youtube', url: 'https://www.youtube.com/@rockriverautogroup' },
  ],
  // The content's rating: 4.5 stars from 2.4K reviews.
  ratings: { googleRating: 4.5, googleCount: 2400 },
  timezone: 'America/Chicago',
  salesHours: SALES_HOURS.map((row) => ({ ...row })),
  serviceHours: SERVICE_HOURS.map((row) => ({ ...row })),
  mapCoordinates: { latitude: 42.2662, longitude: -88.9784, zoomMobile: MAP_ZOOM.mobile, zoomDesktop: MAP_ZOOM.desktop },
  // The seeded inventory includes certified vehicles, so all three conditions are offered.
  conditionsOffered: ['new', 'used', 'certified'],
  inventory: { itemsPerPage: INVENTORY.itemsPerPage, defaultSort: INVENTORY.defaultSort },
  unlockPrice: { ...UNLOCK_PRICE.staging },
  // Illinois: 6.25 % state sales tax and a $165 title fee.
  fees: { ...FEES, salesTaxPercent: 6.25, titleFee: 165 },
  apr: {
    basePercent: 6.9,
    modelYearFrom: APR.modelYearFrom,
    modelYearAddPercent: APR.modelYearAddPercent,
    creditTiers: APR.creditTiers.map((tier) => ({ ...tier })),
  },
  calculator: {
    cashDown: { ...CALCULATOR.cashDown },
    tradeEquity: { ...CALCULATOR.tradeEquity },
    creditScore: { ...CALCULATOR.creditScore },
    financeTerm: { ...CALCULATOR.financeTerm },
    leaseTerm: { ...CALCULATOR.leaseTerm },
    leaseMiles: { ...CALCULATOR.leaseMiles },
  },
  financeDefaults: { ...FINANCE_DEFAULTS },
  emailRouting: LEAD_EVENTS.map((event) => ({
    event,
    type: ADF_EVENTS.includes(event) ? 'adf' : 'text',
    subject: event === 'STAFF_MEMBER' ? EMAIL.staffMemberSubject : EMAIL.defaultSubject,
    recipients: RECIPIENTS[event].map((email) => ({ email })),
  })),
  adParameters: AD_TRACKING_PARAMS.map((param) => ({ param })),
  // No owner rules: every salesperson covering a lead's store takes turns.
  responseTargetMinutes: LEAD_RESPONSE_DEFAULTS.targetMinutes,
  escalationMinutes: LEAD_RESPONSE_DEFAULTS.escalationMinutes,
}
