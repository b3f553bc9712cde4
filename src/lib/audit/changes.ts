/** One audited field of a change: its top-level name and the values before and after (null when absent). */
export type FieldChange = { field: string; before: unknown; after: unknown }

/** Which top-level fields of a collection or global are audited; 'all' for every field but the bookkeeping ones. */
export type AuditedFields = readonly string[] | 'all'

// Bookkeeping every save changes; never a change a person made.
const IGNORED = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status'])

/** JSON with sorted object keys, so the order a hook or the database returns keys in never counts as a change. */
function stable(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A log's rows with each related document reduced to its id, so the read depth never counts as a change; no
 * rows at all (an empty, unset or deleted log) is an empty list.
 */
function rowsById(value: unknown): unknown {
  if (value === null || value === undefined) return []
  if (!Array.isArray(value)) return value
  return value.map((row) =>
    isRecord(row)
      ? Object.fromEntries(
          Object.entries(row).map(([key, inner]) => [key, isRecord(inner) && 'id' in inner ? inner.id : inner]),
        )
      : row,
  )
}

/** True when `after` is `before` with rows added at the end, every earlier row unchanged. */
function onlyAppended(before: unknown, after: unknown): boolean {
  if (!Array.isArray(before) || !Array.isArray(after) || after.length < before.length) return false
  return before.every((row, index) => stable(row) === stable(after[index]))
}

/**
 * The audited fields whose values differ between two versions of a document, with both values. A created
 * document compares against nothing (every set field is a change), a deleted one against nothing after.
 * `appendOnly` names array fields that are logs: rows added at the end are not a change (each row records its
 * own author and time); a row edited or removed is. Pure.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields: AuditedFields,
  appendOnly: readonly string[] = [],
): FieldChange[] {
  const names =
    fields === 'all'
      ? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => !IGNORED.has(name))
      : fields
  return names.flatMap((name) => {
    const log = appendOnly.includes(name)
    const old = log ? rowsById(before?.[name]) : before?.[name]
    const now = log ? rowsById(after?.[name]) : after?.[name]
    if (stable(old) === stable(now) || (log && onlyAppended(old, now))) return []
    return [{ field: name, before: old ?? null, after: now ?? null }]
  })
}

/** The entry's one-line summary for the admin's list: the changed field names. */
export function changeSummary(changes: FieldChange[]): string {
  return changes.map((change) => change.field).join(', ')
}
