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

/**
 * The audited fields whose values differ between two versions of a document, with both values. A created
 * document compares against nothing (every set field is a change), a deleted one against nothing after. Pure.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  fields: AuditedFields,
): FieldChange[] {
  const names =
    fields === 'all'
      ? [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((name) => !IGNORED.has(name))
      : fields
  return names
    .filter((name) => stable(before?.[name]) !== stable(after?.[name]))
    .map((name) => ({ field: name, before: before?.[name] ?? null, after: after?.[name] ?? null }))
}

/** The entry's one-line summary for the admin's list: the changed field names. */
export function changeSummary(changes: FieldChange[]): string {
  return changes.map((change) => change.field).join(', ')
}
