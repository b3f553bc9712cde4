import type { Block } from 'payload'

import { headingFields } from '../shared/fields'

/** The newest vehicles on the lot as cards (the cards themselves come from the inventory). */
export const NewestVehiclesBlock: Block = {
  slug: 'newestVehicles',
  interfaceName: 'NewestVehiclesBlock',
  labels: { singular: 'Newest vehicles', plural: 'Newest vehicles' },
  fields: [
    ...headingFields('Newest arrivals'),
    { name: 'linkLabel', type: 'text', localized: true, defaultValue: 'View all used cars' },
  ],
}
