import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrStaff } from '@/access/published-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'
import { seoField } from '@/fields/seo'
import { slugField } from '@/fields/slug'
import { CAR_RESEARCH_PATH, canonicalArticlePath } from '@/lib/articles/paths'

import { stampPublishedAt } from './hooks/published-at'
import { revalidateArticles } from './hooks/revalidate'

// Each section is also a URL prefix (/staff-reviews/{slug}, /news/{slug}, ...) rendering the same article.
const SECTIONS = [
  { label: 'Staff reviews', value: 'staff-reviews' },
  { label: 'Car advice & education', value: 'car-advice-education' },
  { label: 'FAQs', value: 'faqs' },
  { label: 'News', value: 'news' },
  { label: 'Community outreach', value: 'community-outreach' },
]

/** Car-research articles: drafts for editors, only published versions for visitors. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'section', '_status', 'publishedAt', 'updatedAt'],
    listSearchableFields: ['title', 'slug', 'excerpt', 'author'],
    group: 'Content',
    // The article's canonical page through the staff-only preview route (draft mode shows the unsaved draft).
    livePreview: {
      url: ({ data, req }) =>
        livePreviewUrl(req, typeof data?.slug === 'string' && data.slug ? canonicalArticlePath(data.slug) : CAR_RESEARCH_PATH),
    },
  },
  access: {
    read: publishedOrStaff,
    readVersions: authenticated,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 25 },
  hooks: revalidateArticles,
  fields: [
    // Texts per language; a Spanish text left empty shows the English one.
    { name: 'title', type: 'text', required: true, localized: true },
    slugField({ from: 'title' }),
    {
      name: 'section',
      type: 'select',
      required: true,
      index: true,
      options: SECTIONS,
      admin: { position: 'sidebar', description: 'Decides the address prefix and the list it appears in.' },
    },
    {
      name: 'categories',
      type: 'relationship',
      relationTo: 'article-categories',
      hasMany: true,
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'text', admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set automatically on first publish; change it to backdate an article.',
      },
      hooks: { beforeChange: [stampPublishedAt] },
    },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'heroImage', type: 'upload', relationTo: 'media' },
            {
              name: 'excerpt',
              type: 'textarea',
              localized: true,
              admin: { description: 'One or two sentences for article cards and search results.' },
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
