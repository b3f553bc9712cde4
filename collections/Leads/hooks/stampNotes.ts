import type { FieldHook } from 'payload'

import type { Lead } from '@/payload-types'

type Notes = Lead['notes']

/** Records who wrote a new note and when, so sales staff only type the note itself. */
export const stampNotes: FieldHook<Lead, Notes> = ({ value, req }) => {
  if (!Array.isArray(value)) return value
  const now = new Date().toISOString()
  return value.map((row) => ({
    ...row,
    author: row.author ?? req.user?.id ?? null,
    at: row.at ?? now,
  }))
}
