import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { enabledOrStaff } from '@/access/enabled-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { livePreviewUrl } from '@/app/(frontend)/next/preview/preview-url'
import { slugField } from '@/fields/slug'
import { popupPreviewPath } from '@/lib/popups/preview'

import { conditionsField } from './fields/conditions'
import { contentFields, displayFields } from './fields/display'
import { revalidatePopups } from './hooks/revalidate'

/**
 * The site's popups (unlock inventory, user lead, ...). Visitors read them all; the browser decides
 * which one opens from the conditions, so the rules stay editable here without a deploy.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'enabled', '_status', 'updatedAt'],
    listSearchableFields: ['name', 'key'],
    group: 'Marketing',
    // The home page with this popup opened at once, whatever its conditions (staff-only preview route).
    livePreview: {
      url: ({ data, req }) => livePreviewUrl(req, popupPreviewPath('/', typeof data?.key === 'string' ? data.key : '')),
    },
  },
  access: {
    // Switched-off popups (drafts in the making) are staff-only; staff preview them on the site.
    read: enabledOrStaff,
    readVersions: authenticated,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
  // Drafts with a scheduled publish (the queue's schedulePublish task) and the last 25 versions to restore.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  hooks: revalidatePopups,
  fields: [
    { name: 'name', type: 'text', required: true },
    slugField({
      name: 'key',
      from: 'name',
      overrides: {
        required: true,
        admin: {
          position: 'sidebar',
          description:
            'Stable id (e.g. unlock-inventory) used by the site and stored in the visitor\u2019s finished-popups ' +
            'cookie; changing it shows the popup again to visitors who finished it.',
        },
      },
    }),
    {
      name: 'enabled',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: { position: 'sidebar', description: 'Switched-off popups never show.' },
    },
    {
      name: 'preview',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/collections/Popups/components/preview-link.client#PopupPreviewLink' } },
    },
    conditionsField,
    ...displayFields,
    ...contentFields,
  ],
}
