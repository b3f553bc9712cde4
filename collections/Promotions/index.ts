import type { CollectionConfig } from 'payload'
import { date, type DateFieldValidation } from 'payload/shared'

import { authenticated } from '@/access/authenticated'
import { publishedOrStaff } from '@/access/published-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'

import { revalidatePromotions } from './hooks/revalidate'

// A window that ends before it starts would silently never show; say so while the editor can fix it.
const endAfterStart: DateFieldValidation = async (value, options) => {
  const valid = await date(value, options)
  if (valid !== true) return valid
  const { siblingData } = options
  const start =
    siblingData && typeof siblingData === 'object' && 'startDate' in siblingData ? siblingData.startDate : null
  if (!value || !(typeof start === 'string' || start instanceof Date)) return true
  return new Date(value) >= new Date(start) ? true : 'The end date must not be before the start date.'
}

/**
 * Home and inventory promos. Visitors may read every promotion; the data layer shows only the active ones
 * (startDate <= now <= endDate, src/lib/promotions/active.ts), so an expired promo needs no clean-up to disappear.
 */
export const Promotions: CollectionConfig = {
  slug: 'promotions',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'position', '_status', 'startDate', 'endDate', 'sortOrder'],
    listSearchableFields: ['name', 'title', 'category', 'type'],
    group: 'Marketing',
    // Promotions show on the home page: preview it there (staff only, src/app/(frontend)/next/preview).
    livePreview: { url: ({ req }) => livePreviewUrl(req, '/') },
  },
  access: {
    // Visitors read published promotions only; staff (marketing edits) read drafts and the version history too.
    read: publishedOrStaff,
    readVersions: authenticated,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: 'sortOrder',
  // Drafts with a scheduled publish (the queue's schedulePublish task) and the last 25 versions to restore.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: revalidatePromotions,
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Internal name, also used as the promo id in analytics.' },
    },
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    {
      type: 'row',
      fields: [
        {
          name: 'position',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'promotions-carousel',
          options: [
            { label: 'Promotions carousel', value: 'promotions-carousel' },
            { label: 'Grid item (between vehicle cards)', value: 'grid-item' },
          ],
        },
        { name: 'type', type: 'text', admin: { description: 'Free-form kind, e.g. finance or warranty.' } },
        { name: 'category', type: 'text' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [
        { name: 'url', type: 'text', admin: { description: 'Site path or full https:// URL the promo links to.' } },
        { name: 'ctaText', type: 'text', localized: true, label: 'Button text' },
      ],
    },
    {
      name: 'tags',
      type: 'array',
      labels: { singular: 'Tag', plural: 'Tags' },
      fields: [{ name: 'tag', type: 'text', required: true }],
    },
    {
      name: 'criterias',
      type: 'json',
      admin: {
        description:
          'Optional JSON describing where the promo applies, e.g. {"condition": ["used"], "bodyStyle": ["suvs"]}.',
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'startDate',
          type: 'date',
          required: true,
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Shown from this moment on.' },
        },
        {
          name: 'endDate',
          type: 'date',
          required: true,
          index: true,
          validate: endAfterStart,
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Hidden after this moment.' },
        },
      ],
    },
    {
      name: 'sortOrder',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first.' },
    },
  ],
}
