import type { Block } from 'payload'

import { headingFields } from '../shared/fields'
import { SPECIAL_FILTERS } from './filter-href'

const FILTER_LABELS: Record<(typeof SPECIAL_FILTERS)[number], string> = {
  'price-drop': 'Price drops',
  'premium-upgrades': 'Premium upgrades',
  'under-20000': 'Under $20K',
  'low-mileage': 'Under 85,000 miles',
}

/** Browse-by-special-filter tiles linking to the inventory's filter paths. */
export const SpecialFiltersBlock: Block = {
  slug: 'specialFilters',
  interfaceName: 'SpecialFiltersBlock',
  labels: { singular: 'Special filters', plural: 'Special filters' },
  fields: [
    ...headingFields('Browse by special filters'),
    {
      name: 'filters',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      required: true,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'filter',
              type: 'select',
              required: true,
              options: SPECIAL_FILTERS.map((value) => ({ label: FILTER_LABELS[value], value })),
            },
            { name: 'label', type: 'text', localized: true, required: true },
          ],
        },
        { name: 'description', type: 'textarea', localized: true },
      ],
    },
  ],
}
