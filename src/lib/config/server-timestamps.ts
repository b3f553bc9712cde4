import type { Field, Plugin } from 'payload'

import { serverOwned } from '@/access/server-owned'

// Payload's own timestamp fields (as its config sanitizer adds them), plus the server-owned access: a request
// may not backdate or forward-date a document; the database adapter stamps them.
const timestamps = (indexed: boolean): Field[] =>
  (['updatedAt', 'createdAt'] as const).map((name) => ({
    name,
    type: 'date',
    index: indexed || undefined,
    access: serverOwned,
    admin: { disableBulkEdit: true, hidden: true },
    label: ({ t }) => t(`general:${name}`),
  }))

const declares = (fields: Field[], name: string) => fields.some((field) => 'name' in field && field.name === name)

/**
 * Declares createdAt and updatedAt on every collection and global that keeps timestamps, exactly as Payload would
 * (same type, index and admin settings, so the schema is unchanged), with server-owned access. Last in the
 * plugin list, so the collections other plugins add are covered too.
 */
export const serverTimestamps: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    if (collection.timestamps === false || declares(collection.fields, 'createdAt')) return collection
    return { ...collection, fields: [...collection.fields, ...timestamps(true)] }
  }),
  globals: (config.globals ?? []).map((global) => {
    if (declares(global.fields, 'createdAt')) return global
    return { ...global, fields: [...global.fields, ...timestamps(false)] }
  }),
})
