import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/active-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'

import { revalidateBodyStyle } from './hooks/revalidate'

/** Inventory categories (SUVs, sedans, …) with the home page's image and 'starting at' price. */
export const BodyStyles: CollectionConfig = {
  slug: 'body-styles',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'value', 'startingPrice', 'active', 'sortOrder'],
    listSearchableFields: ['name', 'value'],
    group: 'Inventory',
  },
  defaultSort: 'sortOrder',
  access: {
    read: activeOrStaff,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  hooks: revalidateBodyStyle,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { placeholder: 'SUVs' } },
        {
          name: 'value',
          type: 'select',
          required: true,
          unique: true,
          options: BODY_STYLE_VALUES.map((value) => ({ label: value, value })),
          admin: { description: 'The body style in inventory page addresses and filters; one document per value.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startingPrice',
          type: 'number',
          min: 0,
          admin: { description: 'US dollars, shown as "starting at".' },
        },
        { name: 'icon', type: 'text', admin: { description: 'Icon name of the site icon set.' } },
        { name: 'sortOrder', type: 'number', admin: { description: 'Lower numbers come first.' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'buyingGuide',
      type: 'textarea',
      // Per language: the Spanish guide page reads the Spanish text, falling back to English while it is empty.
      localized: true,
      admin: { description: 'Shown on the body-style buying guide (/car-research/body-styles).' },
    },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Inactive body styles are hidden from the site.' },
    },
  ],
}
