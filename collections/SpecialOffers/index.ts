import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { revalidateSpecialOffers } from './hooks/revalidate'

/** Offers listed under /special-offers/{type}, each with a detail page by id. */
export const SpecialOffers: CollectionConfig = {
  slug: 'special-offers',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', 'startDate', 'endDate', 'updatedAt'],
    listSearchableFields: ['title', 'description'],
    group: 'Marketing',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: '-startDate',
  hooks: revalidateSpecialOffers,
  fields: [
    { name: 'title', type: 'text', localized: true, required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Dealer', value: 'dealer' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
      ],
      admin: { position: 'sidebar', description: 'The sub-list it appears in.' },
    },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'ctaText', type: 'text', localized: true, label: 'Button text' },
        { name: 'ctaUrl', type: 'text', label: 'Button link', admin: { description: 'Site path or https:// URL.' } },
      ],
    },
    { name: 'disclaimer', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        { name: 'startDate', type: 'date', index: true, admin: { description: 'Empty: from now.' } },
        { name: 'endDate', type: 'date', index: true, admin: { description: 'Empty: until removed.' } },
      ],
    },
  ],
}
