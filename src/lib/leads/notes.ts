/**
 * A lead's notes are a log: only admins edit or remove a stored note. Pure, so the rule is tested without a
 * database; the leads collection applies it to every save but an admin's (and server code's).
 */

/** One row of `leads.notes` as a save sends it or the database holds it (author and time are the server's). */
export type NoteRow = { id?: string | null; note?: string | null } & Record<string, unknown>

/** The message of a stored note a save tried to change. */
export const NOTE_EDIT_MESSAGE = 'Notes cannot be changed once saved; only an admin can edit or delete a note.'

export type AppendedNotes = { ok: true; rows: NoteRow[] } | { ok: false; changed: number[] }

/**
 * The notes to store when someone other than an admin saves `incoming`: every stored note as stored (one left out
 * of the save is kept, so two people adding notes at once both keep theirs), then the save's rows that are not
 * stored notes, in the order sent. A stored note sent with a different text is refused: `changed` holds its
 * indexes in `incoming`.
 */
export function appendNotes(stored: readonly NoteRow[], incoming: readonly NoteRow[]): AppendedNotes {
  const byId = new Map(stored.flatMap((row) => (row.id ? [[row.id, row] as const] : [])))
  const changed: number[] = []
  const added: NoteRow[] = []
  incoming.forEach((row, index) => {
    const existing = row.id ? byId.get(row.id) : undefined
    if (!existing) added.push(row)
    else if ((row.note ?? '') !== (existing.note ?? '')) changed.push(index)
  })
  if (changed.length > 0) return { ok: false, changed }
  // Copies: the save works on its rows in place, and the stored ones are what it falls back to.
  return { ok: true, rows: [...stored.map((row) => ({ ...row })), ...added] }
}
