import { ValidationError, type FieldHook } from 'payload'

import { hasRole } from '@/access/roles'
import { appendNotes, NOTE_EDIT_MESSAGE, type NoteRow } from '@/lib/leads/notes'
import type { Lead } from '@/payload-types'

type Notes = Lead['notes']

const rowsOf = (value: unknown): NoteRow[] =>
  Array.isArray(value) ? value.filter((row): row is NoteRow => typeof row === 'object' && row !== null) : []

/**
 * Notes are append-only for staff: a save by anyone but an admin keeps every stored note as it is and adds its new
 * ones; changing a stored note's text is refused (400, naming the note). Admins edit and delete notes, and the
 * audit log records it. Runs before field access, so the stored rows keep their author and time.
 */
export const keepStoredNotes: FieldHook<Lead, Notes> = ({ value, previousValue, operation, overrideAccess, req }) => {
  if (operation !== 'update' || overrideAccess || hasRole(req.user) || value === undefined) return value
  const result = appendNotes(rowsOf(previousValue), rowsOf(value))
  if (!result.ok) {
    throw new ValidationError({
      collection: 'leads',
      errors: result.changed.map((index) => ({ path: `notes.${index}.note`, message: NOTE_EDIT_MESSAGE })),
      req,
    })
  }
  return result.rows as Notes
}
