import type { CollectionConfig } from 'payload'

import { rolesAllowed } from '@/access/roles-allowed'
import { serverOwned } from '@/access/server-owned'
import { dataDir } from '@/lib/config/data-dir'
import { keepStoredFileFacts } from '@/lib/media/stored-file-facts'

import { runImport } from './hooks/runImport'

const result = { readOnly: true, width: '20%' } as const

/**
 * Inventory feed uploads: saving a CSV file imports it (src/lib/inventory-feed) and keeps the file with what the
 * import changed. Managers upload and read; the records are a history, so only admins edit or delete them.
 */
export const InventoryImports: CollectionConfig = {
  slug: 'inventory-imports',
  labels: { singular: 'Inventory import', plural: 'Inventory imports' },
  admin: {
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'importedAt', 'uploadedBy', 'created', 'updated', 'sold', 'priceDrops'],
    group: 'Inventory',
    description:
      'Upload the inventory feed (CSV, columns in docs/inventory.md): vehicles are created or updated by VIN and ' +
      'available vehicles missing from the feed are marked sold. A file with invalid rows changes nothing.',
  },
  defaultSort: '-createdAt',
  // Duplicating a record would import its old file again and mark everything sold since then.
  disableDuplicate: true,
  access: {
    read: rolesAllowed('manager'),
    create: rolesAllowed('manager'),
    update: rolesAllowed('admin'),
    delete: rolesAllowed('admin'),
  },
  upload: {
    // Kept beside the media uploads under data/, never in the repository.
    staticDir: dataDir('inventory-imports'),
    mimeTypes: ['text/csv'],
    // Each file is a whole inventory: several at once would each mark the others' vehicles sold.
    bulkUpload: false,
  },
  hooks: { beforeChange: [keepStoredFileFacts, runImport] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'created', type: 'number', access: serverOwned, admin: result },
        { name: 'updated', type: 'number', access: serverOwned, admin: result },
        { name: 'sold', label: 'Marked sold', type: 'number', access: serverOwned, admin: result },
        { name: 'unchanged', type: 'number', access: serverOwned, admin: result },
        { name: 'priceDrops', label: 'Price drops', type: 'number', access: serverOwned, admin: result },
      ],
    },
    {
      name: 'importedAt',
      type: 'date',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'uploadedBy',
      type: 'relationship',
      relationTo: 'users',
      access: serverOwned,
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
}
