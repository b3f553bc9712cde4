import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { rolesAllowed } from '@/access/roles-allowed'
import { slugField } from '@/fields/slug'

import { revalidateArticleCategories } from './hooks/revalidate'

/** Topics that group car-research articles across sections. */
export const ArticleCategories: CollectionConfig = {
  slug: 'article-categories',
  labels: { singular: 'Article category', plural: 'Article categories' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    listSearchableFields: ['name', 'slug'],
    group: 'Content',
  },
  access: {
    read: anyone,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: 'name',
  hooks: revalidateArticleCategories,
  fields: [{ name: 'name', type: 'text', localized: true, required: true }, slugField({ from: 'name' })],
}
