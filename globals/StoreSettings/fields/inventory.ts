import type { Field } from 'payload'

import { CONDITIONS, INVENTORY, SORT_OPTIONS, UNLOCK_PRICE } from '@/lib/settings/defaults'

const SORT_LABELS: Record<(typeof SORT_OPTIONS)[number], string> = {
  newest: 'Newest listings',
  oldest: 'Oldest listings',
  mileage: 'Lowest mileage',
  year: 'Newest model year',
  priceHigh: 'Price: high to low',
  priceLow: 'Price: low to high',
}

const unlockFlag = (name: keyof typeof UNLOCK_PRICE.template, label: string): Field => ({
  name,
  type: 'checkbox',
  label,
  defaultValue: UNLOCK_PRICE.template[name],
})

/** What the store sells and how the inventory lists it, plus the personalised-price restriction flags. */
export const inventoryFields: Field[] = [
  {
    name: 'conditionsOffered',
    type: 'select',
    hasMany: true,
    required: true,
    defaultValue: [...INVENTORY.conditionsOffered],
    options: CONDITIONS.map((c) => ({ label: c[0].toUpperCase() + c.slice(1), value: c })),
    admin: { description: 'With one condition, /search-vehicles goes straight to that listing.' },
  },
  {
    name: 'inventory',
    type: 'group',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'itemsPerPage', type: 'number', min: 1, max: 100, defaultValue: INVENTORY.itemsPerPage },
          {
            name: 'defaultSort',
            type: 'select',
            defaultValue: INVENTORY.defaultSort,
            options: SORT_OPTIONS.map((value) => ({ label: SORT_LABELS[value], value })),
          },
        ],
      },
    ],
  },
  {
    name: 'unlockPrice',
    type: 'group',
    admin: { description: 'Require visitors to unlock a personalised price (give their details) on these pages.' },
    fields: [
      {
        type: 'row',
        fields: [
          unlockFlag('new', 'New vehicles'),
          unlockFlag('used', 'Used vehicles'),
          unlockFlag('certified', 'Certified vehicles'),
          unlockFlag('search', 'Search results'),
        ],
      },
    ],
  },
]
