import type { CollectionConfig } from 'payload'

import { rolesAllowed } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'
import { visibleVehicles } from '@/access/visible-vehicles'

import { identityFields } from './fields/identity'
import { mediaFields } from './fields/media'
import { pricingFields } from './fields/pricing'
import { specFields } from './fields/specs'
import { deriveFields } from './hooks/deriveFields'
import { queueAlertMatch } from './hooks/queueAlertMatch'
import { revalidateVehicle } from './hooks/revalidate'
import { vehicleIndexes } from './indexes'

/** The inventory. Visitors see available, non-reserve vehicles; every staff role sees all of them. */
export const Vehicles: CollectionConfig = {
  slug: 'vehicles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'stockNumber', 'condition', 'status', 'price', 'mileage', 'location', 'updatedAt'],
    listSearchableFields: ['title', 'vin', 'stockNumber', 'make', 'model'],
    group: 'Inventory',
  },
  defaultSort: '-createdAt',
  access: {
    read: visibleVehicles,
    create: rolesAllowed('manager'),
    update: rolesAllowed('manager'),
    delete: rolesAllowed('manager'),
  },
  // The public list's status filter with each search sort, and the search page's keyset read (./indexes).
  indexes: vehicleIndexes,
  hooks: {
    beforeChange: [deriveFields],
    ...revalidateVehicle,
    afterChange: [...revalidateVehicle.afterChange, queueAlertMatch],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'Year, make, model and trim; set on save.' },
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', description: 'Detail-page address; set on save from the title and VIN.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'available',
      index: true,
      options: [
        { label: 'Available', value: 'available' },
        { label: 'Sold', value: 'sold' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'reserve',
      label: 'Private reserve',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Hidden from the public inventory until a visitor unlocks it.' },
    },
    { name: 'stockNumber', type: 'text', index: true, admin: { position: 'sidebar' } },
    { name: 'location', type: 'relationship', relationTo: 'locations', admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        { label: 'Vehicle', fields: identityFields },
        { label: 'Specs', fields: specFields },
        { label: 'Price', fields: pricingFields },
        { label: 'Photos', fields: mediaFields },
      ],
    },
  ],
}
