import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { publishedOrStaff } from '@/access/published-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'
import { OFFERS_PATH, offerPath, parseOfferType } from '@/lib/special-offers/types'

import { revalidateSpecialOffers } from './hooks/revalidate'

/** Offers listed under /special-offers/{type}, each with a detail page by id. */
export const SpecialOffers: CollectionConfig = {
  slug: 'special-offers',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'type', '_status', 'startDate', 'endDate', 'updatedAt'],
    listSearchableFields: ['title', 'description'],
    group: 'Marketing',
    // The offer's own page once saved (its list's page decides its address), else the offers index.
    livePreview: {
      url: ({ data, req }) => {
        const type = parseOfferType(typeof data?.type === 'string' ? data.type : undefined)
        const id = typeof data?.id === 'string' || typeof data?.id === 'number' ? String(data.id) : null
        return livePreviewUrl(req, type && id ? offerPath(type, id) : OFFERS_PATH)
      },
    },
  },
  access: {
    // Visitors read published offers only; staff (marketing edits) read drafts and the version history too.
    read: publishedOrStaff,
    readVersions: authenticated,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  defaultSort: '-startDate',
  // Drafts with a scheduled publish (the queue's schedulePublish task) and the last 25 versions to restore.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
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
