import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'

import { revalidateTradeInCategories } from './hooks/revalidate'

/** A step of the trade-in questionnaire: a titled, ordered list of questions. */
export const TradeInCategories: CollectionConfig = {
  slug: 'trade-in-categories',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['categoryId', 'title', 'questions', 'updatedAt'],
    listSearchableFields: ['categoryId', 'title'],
    group: 'Trade-in',
  },
  access: {
    read: anyone,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  hooks: revalidateTradeInCategories,
  fields: [
    {
      name: 'categoryId',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Stable key of the step, e.g. vehicle_condition.' },
    },
    // Localized: the Spanish wizard shows the Spanish step titles, falling back to English.
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      name: 'questions',
      type: 'relationship',
      relationTo: 'trade-in-questions',
      hasMany: true,
      admin: { isSortable: true, description: 'Asked in this order; drag to reorder.' },
    },
  ],
}
