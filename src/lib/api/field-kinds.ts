import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

import type { FieldKind } from './where-rules'

/** Collections by slug, for following a relationship path such as `bodyStyle.name`. */
export type CollectionFields = (slug: string) => readonly FlattenedField[] | undefined

const LEAF_KINDS: Partial<Record<FlattenedField['type'], FieldKind>> = {
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  point: 'point',
  json: 'json',
  relationship: 'relation',
  upload: 'relation',
  join: 'relation',
}

/** Fields one level below a container field (group, named tab, array, every block of a blocks field). */
function childFields(field: FlattenedField): readonly FlattenedField[] | null {
  if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return field.flattenedFields
  if (field.type === 'blocks') {
    // A blocks path may name a field of any of its blocks; references to shared blocks resolve at runtime only.
    return field.blocks.flatMap((block) => (typeof block === 'string' ? [] : block.flattenedFields))
  }
  return null
}

/**
 * The kind of value a query path compares with, walking groups, arrays, blocks and single-collection
 * relationships; undefined when the path is unknown (Payload answers those itself). `id`, `createdAt` and
 * `updatedAt` are part of every collection's fields.
 */
export function kindAt(fields: readonly FlattenedField[], path: string, collectionFields: CollectionFields): FieldKind | undefined {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return 'text'
  if (head === 'blockType' && rest.length === 0) return 'text'
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return undefined
  if (rest.length === 0) return LEAF_KINDS[field.type] ?? (childFields(field) ? undefined : 'text')
  const children = childFields(field)
  if (children) return kindAt(children, rest.join('.'), collectionFields)
  if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
    const related = collectionFields(field.relationTo)
    return related ? kindAt(related, rest.join('.'), collectionFields) : undefined
  }
  // Below a JSON field any key may be asked; below a leaf nothing is known.
  return field.type === 'json' ? 'json' : undefined
}

/** Whether `path` names a field (for sort and select), including nested group, array and relationship paths. */
export function isFieldPath(fields: readonly FlattenedField[], path: string): boolean {
  const [head, ...rest] = path.split('.')
  if (head === 'id') return rest.length === 0
  const field = fields.find((candidate) => candidate.name === head)
  if (!field) return false
  if (rest.length === 0) return true
  const children = childFields(field)
  return children ? isFieldPath(children, rest.join('.')) : field.type === 'json'
}

/** The join fields of a collection (the names `joins[...]` may use). */
export function joinFieldNames(collection: Pick<SanitizedCollectionConfig, 'flattenedFields'>): Set<string> {
  return new Set(collection.flattenedFields.filter((field) => field.type === 'join').map((field) => field.name))
}
