import type { CollectionConfig } from 'payload'

import { activeOrStaff } from '@/access/active-or-staff'
import { rolesAllowed } from '@/access/roles-allowed'
import { slugField } from '@/fields/slug'

import { revalidateJobOpening } from './hooks/revalidate'

/** Positions listed on the careers page; visitors see only active ones. */
export const JobOpenings: CollectionConfig = {
  slug: 'job-openings',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'department', 'location', 'employmentType', 'active', 'postedAt'],
    listSearchableFields: ['title', 'department'],
    group: 'Dealership',
  },
  defaultSort: '-postedAt',
  access: {
    read: activeOrStaff,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  hooks: revalidateJobOpening,
  fields: [
    // Title, summary and description per language; empty Spanish shows the English.
    { name: 'title', type: 'text', required: true, localized: true, admin: { placeholder: 'Automotive Service Technician' } },
    slugField({ from: 'title' }),
    {
      type: 'row',
      fields: [
        { name: 'department', type: 'text', admin: { placeholder: 'Service' } },
        { name: 'location', type: 'relationship', relationTo: 'locations' },
        {
          name: 'employmentType',
          type: 'select',
          defaultValue: 'full-time',
          options: [
            { label: 'Full-time', value: 'full-time' },
            { label: 'Part-time', value: 'part-time' },
          ],
        },
      ],
    },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'One or two sentences for the careers list.' } },
    { name: 'description', type: 'richText', localized: true },
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Inactive openings are hidden from the careers page.' },
    },
    {
      name: 'postedAt',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
