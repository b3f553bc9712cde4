import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { revalidateFaqs } from './hooks/revalidate'

const PLACEMENTS = [
  { label: 'Home', value: 'home' },
  { label: 'Auto financing', value: 'auto-financing' },
  { label: 'Inventory', value: 'inventory' },
  { label: 'Service', value: 'service' },
  { label: 'Sell or trade', value: 'sell-trade' },
  { label: 'Careers', value: 'careers' },
]

/** Questions with multi-paragraph answers, placed on one or more pages' FAQ blocks. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'placement', 'sortOrder', 'updatedAt'],
    listSearchableFields: ['question'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: 'sortOrder',
  hooks: revalidateFaqs,
  fields: [
    { name: 'question', type: 'text', localized: true, required: true },
    {
      name: 'answers',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Paragraph', plural: 'Paragraphs' },
      fields: [{ name: 'paragraph', type: 'textarea', localized: true, required: true }],
    },
    {
      name: 'placement',
      type: 'select',
      hasMany: true,
      index: true,
      options: PLACEMENTS,
      admin: { position: 'sidebar', description: 'Pages whose FAQ block lists this question.' },
    },
    {
      name: 'helpCenterCategories',
      type: 'relationship',
      relationTo: 'help-center-categories',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Help-center pages (/help-center/{category}) that list this question.' },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
