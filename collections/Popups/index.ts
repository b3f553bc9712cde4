import type { CollectionConfig } from 'payload'

import { enabledOrStaff } from '@/access/enabled-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { slugField } from '@/fields/slug'

import { conditionsField } from './fields/conditions'
import { contentFields, displayFields } from './fields/display'
import { revalidatePopups } from './hooks/revalidate'

/**
 * Popups of SPEC section 3 (unlock inventory, user lead, ...). Visitors read them all; the browser decides
 * which one opens from the conditions, so the rules stay editable here without a deploy.
 */
export const Popups: CollectionConfig = {
  slug: 'popups',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'enabled', 'updatedAt'],
    listSearchableFields: ['name', 'key'],
    group: 'Marketing',
  },
  access: {
    // Switched-off popups (drafts in the making) are staff-only; staff preview them on the site.
    read: enabledOrStaff,
    create: rolesAllowed('marketing'),
    update: rolesAllowed('marketing'),
    delete: rolesAllowed('marketing'),
  },
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
