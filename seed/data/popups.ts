import type { Popup } from '@/payload-types'

export type PopupFixture = Omit<Popup, 'id' | 'createdAt' | 'updatedAt'>

/**
 * The unlock-inventory popup: a headless modal for leads on search and detail pages. The
 * others show what marketing builds (an HTML offer on a timer, a lead form, a phone-verified lead form); they are
 * seeded switched off, so nobody browsing the development site or the e2e specs meets them until enabled.
 */
export const POPUPS: PopupFixture[] = [
  {
    name: 'Unlock inventory',
    key: 'unlock-inventory',
    enabled: true,
    conditions: [
      {
        isLead: true,
        pages: [
          { kind: 'name', match: 'inventory' },
          { kind: 'name', match: 'vehicle-detail' },
        ],
      },
    ],
    settings: { component: 'UnlockInventory', positionMobile: 'bottom', positionDesktop: 'center', closeButton: true },
    button: { text: 'Unlock inventory', hoverText: 'See our private reserve', icon: 'lock', className: 'side-tab' },
    closeButton: true,
    background: { modal: true },
    content: {
      type: 'component',
      title: 'Unlock our private reserve inventory',
      innerComponent: 'UnlockInventoryForm',
      html: '<p>Tell us who you are and see vehicles that are not advertised anywhere else.</p>',
    },
    submitted: { track: 'UnlockInventory', close: true, timeoutClose: 3, innerComponent: 'AccessGranted' },
  },
  {
    name: 'Spring savings event',
    key: 'spring-savings',
    enabled: false,
    conditions: [{ timer: 8 }],
    settings: { positionMobile: 'bottom', positionDesktop: 'center', closeButton: true },
    button: { text: 'Spring savings', hoverText: 'This month’s offer' },
    closeButton: true,
    background: { modal: true },
    content: {
      type: 'html',
      title: 'Spring savings event',
      html:
        '<p><strong>Save up to $1,500</strong> on certified SUVs this month, with $0 down options and a lifetime ' +
        'engine limited warranty on vehicles under 85,000 miles.</p>' +
        '<p><a href="/certified-cars-for-sale/suvs">Shop certified SUVs</a></p>',
    },
    submitted: { close: true },
  },
  {
    name: 'Talk to a specialist',
    key: 'talk-to-a-specialist',
    enabled: false,
    conditions: [
      {
        pages: [{ kind: 'name', match: 'vehicle-detail' }],
        pageItemsViewed: [{ target: 'vehicle-detail', params: { vin: true }, minCount: 3 }],
        timer: 15,
      },
    ],
    settings: { component: 'UserLead', positionMobile: 'bottom', positionDesktop: 'bottom-right', closeButton: true },
    button: { text: 'Questions?', hoverText: 'Talk to a specialist' },
    closeButton: true,
    background: { modal: true },
    content: {
      type: 'component',
      title: 'Talk to a specialist',
      html: '<p>Comparing a few cars? Leave your details and a specialist will help you choose.</p>',
    },
    submitted: { email: 'CONTACT_PURCHASING', track: 'Lead', innerComponent: 'LeadReceived', timeoutClose: 5 },
  },
  {
    name: 'Verified price quote',
    key: 'verified-price-quote',
    enabled: false,
    conditions: [{ pages: [{ kind: 'name', match: 'inventory' }], adsValues: true, timer: 20 }],
    settings: {
      component: 'UserLeadPhoneVerification',
      positionMobile: 'bottom',
      positionDesktop: 'center',
      closeButton: true,
    },
    button: { text: 'Get a quote', hoverText: 'Your price by text' },
    closeButton: true,
    background: { modal: true },
    content: {
      type: 'component',
      title: 'Get your price by text',
      html: '<p>Verify your cell phone and we will text you an out-the-door price within the hour.</p>',
    },
    submitted: { email: 'CONTACT_FINANCING', track: 'Lead', innerComponent: 'LeadReceived' },
  },
]
