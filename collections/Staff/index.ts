import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/active-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'
import { slugField } from '@/fields/slug'

import { revalidateStaff } from './hooks/revalidate'
import { setFullName } from './hooks/setFullName'

/** Team members shown on the team page and as contacts; display entries, not admin accounts. */
export const Staff: CollectionConfig = {
  slug: 'staff',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'department', 'title', 'location', 'active', 'sortOrder'],
    listSearchableFields: ['fullName', 'firstName', 'lastName', 'email', 'title'],
    group: 'Dealership',
  },
  defaultSort: 'sortOrder',
  access: {
    read: activeOrStaff,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  hooks: {
    beforeChange: [setFullName],
    ...revalidateStaff,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      name: 'fullName',
      type: 'text',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'Set from the names on save.' },
    },
    slugField({ from: ['firstName', 'lastName'] }),
    {
      type: 'row',
      fields: [
        {
          name: 'department',
          type: 'select',
          required: true,
          defaultValue: 'sales',
          index: true,
          options: [
            { label: 'Sales', value: 'sales' },
            { label: 'Service', value: 'service' },
          ],
        },
        // Job title and bio per language; empty Spanish shows the English.
        { name: 'title', type: 'text', localized: true, admin: { placeholder: 'Sales Consultant' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text', admin: { placeholder: '(815) 555-0100' } },
        { name: 'email', type: 'email' },
        {
          name: 'rating',
          type: 'number',
          min: 0,
          max: 5,
          admin: { step: 0.1, description: 'Average review rating, 0 to 5.' },
        },
      ],
    },
    { name: 'photo', type: 'upload', relationTo: 'media' },
    { name: 'bio', type: 'textarea', localized: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', admin: { position: 'sidebar' } },
    { name: 'sortOrder', type: 'number', admin: { position: 'sidebar', description: 'Lower numbers come first.' } },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Inactive staff are hidden from the site.' },
    },
  ],
}
