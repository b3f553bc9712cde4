import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { revalidateReviews } from './hooks/revalidate'

// Pages pick reviews by category: home Finance, sell page Sale and Finance, service page Service and Finance.
const CATEGORIES = ['Finance', 'Buy', 'Sale', 'Service']

/** Customer reviews copied from Google and Facebook for the reviews blocks. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'reviewerName',
    defaultColumns: ['reviewerName', 'platform', 'rating', 'categories', 'reviewedAt'],
    listSearchableFields: ['reviewerName', 'text'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: '-reviewedAt',
  hooks: revalidateReviews,
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'reviewerName', type: 'text', required: true },
        {
          name: 'platform',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'google',
          options: [
            { label: 'Google', value: 'google' },
            { label: 'Facebook', value: 'facebook' },
          ],
        },
        { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
      ],
    },
    { name: 'text', type: 'textarea', admin: { description: 'Empty for a rating-only review.' } },
    {
      name: 'categories',
      type: 'select',
      hasMany: true,
      index: true,
      options: CATEGORIES.map((value) => ({ label: value, value })),
      admin: { description: 'Which reviews blocks may show it.' },
    },
    { name: 'reviewerPhoto', type: 'upload', relationTo: 'media' },
    {
      name: 'photo',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the reviewer photo; otherwise their initials.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'url', type: 'text', admin: { description: 'Link to the review on its platform.' } },
        { name: 'reviewedAt', type: 'date', index: true },
      ],
    },
  ],
}
