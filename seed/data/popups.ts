import type { Popup } from '@/payload-types'

export type PopupFixture = Omit<Popup, 'id' | 'createdAt' | 'updatedAt'>

/** The unlock-inventory popup (SPEC sections 2 and 3): a headless modal for leads on search and detail pages. */
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
]
