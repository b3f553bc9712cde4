import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrStaff } from '@/access/published-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { seoField } from '@/fields/seo'

import { revalidatePages } from './hooks/revalidate'
import { fillPageSlug, validatePageSlug } from './slug'

/**
 * Marketing's content pages: the financing index and content pages, company story, service
 * centre, protection plans and the four legal pages. Each route reads the page of its own fixed slug; drafts are
 * for editors, visitors see the published version only.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    listSearchableFields: ['title', 'slug'],
    group: 'Content',
    description: 'Text of the site’s content pages. The address decides which route shows it.',
  },
  access: {
    read: publishedOrStaff,
    readVersions: authenticated,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: revalidatePages,
  fields: [
    // Texts per language; a Spanish text left empty shows the English one.
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validatePageSlug,
      hooks: { beforeValidate: [fillPageSlug] },
      admin: {
        position: 'sidebar',
        description: 'The page address without the leading slash, e.g. legal/privacy-policy or our-company.',
      },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'heading', type: 'text', localized: true, admin: { description: 'The page’s main heading; the title when empty.' } },
            { name: 'subtitle', type: 'textarea', localized: true },
            { name: 'heroImage', type: 'upload', relationTo: 'media' },
            {
              name: 'images',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              maxRows: 6,
              admin: { description: 'Supporting pictures some pages show beside the text (auto financing).' },
            },
            // The editor is the config default, lexicalEditor().
            { name: 'body', type: 'richText', localized: true },
          ],
        },
        { label: 'SEO', fields: [seoField({}, { localized: true })] },
      ],
    },
  ],
}
