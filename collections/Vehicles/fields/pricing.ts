import type { Field } from 'payload'

import { rolesAllowedField } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'

/** Asking price, the automatic price-drop marker and the wholesale valuation only staff may see. */
export const pricingFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'price', type: 'number', required: true, min: 0, index: true, admin: { description: 'In US dollars.' } },
      {
        name: 'previousPrice',
        type: 'number',
        min: 0,
        // The "was" price of a price drop: set from the stored price when it falls, never typed.
        access: serverOwned,
        admin: {
          readOnly: true,
          description: 'Set automatically when the price drops; cleared when it goes back up.',
        },
      },
    ],
  },
  {
    name: 'valuation',
    type: 'group',
    // Wholesale figures would undercut negotiations if visitors could read them through the API.
    access: { read: rolesAllowedField('manager', 'marketing', 'sales') },
    admin: { description: 'Market valuation in US dollars. Visible to staff only.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'adjustedWholeAvg', label: 'Adjusted wholesale (average)', type: 'number', min: 0 },
          { name: 'adjustedWholeRough', label: 'Adjusted wholesale (rough)', type: 'number', min: 0 },
          { name: 'adjustedRetailAvg', label: 'Adjusted retail (average)', type: 'number', min: 0 },
        ],
      },
    ],
  },
]
