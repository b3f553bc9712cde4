import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { slugField } from '@/fields/slug'

import { revalidateHelpCenterCategories } from './hooks/revalidate'

/** Topics of the help center; each one is a page at /help-center/{slug}. */
export const HelpCenterCategories: CollectionConfig = {
  slug: 'help-center-categories',
  labels: { singular: 'Help center category', plural: 'Help center categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'sortOrder', 'updatedAt'],
    listSearchableFields: ['name', 'slug', 'description'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: 'sortOrder',
  hooks: revalidateHelpCenterCategories,
  fields: [
    { name: 'name', type: 'text', localized: true, required: true },
    slugField({ from: 'name' }),
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'icon',
      type: 'text',
      admin: { description: 'Icon name from the site icon set; unknown names show a question-mark icon.' },
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
