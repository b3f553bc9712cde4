import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'
import { rolesAllowed } from '@/access/roles-allowed'

const readOnly = { readOnly: true }

/**
 * Who changed prices, hours, email routing, roles, popups and lead notes, and from what to what. Written by hooks only
 * (src/lib/audit/plugin.ts); admins read it; nobody, admins included, edits or deletes an entry.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: 'Admin',
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'userEmail', 'target', 'operation', 'summary'],
    description:
      'Changes to prices, store hours, email routing, roles, popups and lead notes. Recorded automatically; read-only.',
  },
  access: { read: rolesAllowed(), create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', admin: readOnly },
    // Kept as text too: the entry must still say who it was after the account is deleted.
    { name: 'userEmail', type: 'text', index: true, admin: readOnly },
    {
      name: 'target',
      type: 'text',
      index: true,
      admin: { ...readOnly, description: 'The collection (e.g. vehicles) or global (e.g. store-settings).' },
    },
    { name: 'targetKind', type: 'select', options: ['collection', 'global'], admin: readOnly },
    { name: 'docId', type: 'text', index: true, admin: readOnly },
    { name: 'operation', type: 'select', options: ['create', 'update', 'delete'], admin: readOnly },
    { name: 'summary', type: 'text', admin: { ...readOnly, description: 'The changed fields.' } },
    {
      name: 'changes',
      type: 'array',
      admin: readOnly,
      fields: [
        { name: 'field', type: 'text', admin: readOnly },
        // JSON text: a value may be a bare string or number, which a json field refuses.
        { name: 'before', type: 'textarea', admin: readOnly },
        { name: 'after', type: 'textarea', admin: readOnly },
      ],
    },
  ],
}
