import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  Plugin,
  PayloadRequest,
} from 'payload'

import { changedFields, changeSummary, type AuditedFields, type FieldChange } from './changes'

/**
 * What the audit trail records (top-level field names). The single list to extend: prices of vehicles, roles of
 * users, everything about popups, the notes of leads (edited or deleted; see APPEND_ONLY), and the store's hours
 * and lead email routing.
 */
export const AUDITED: { collections: Record<string, AuditedFields>; globals: Record<string, AuditedFields> } = {
  collections: { vehicles: ['price'], users: ['role'], popups: 'all', leads: ['notes'] },
  globals: { 'store-settings': ['salesHours', 'serviceHours', 'emailRouting'] },
}

/**
 * Audited array fields that are logs: a note added to a lead is not an entry (the note names its author and
 * time); an admin editing or deleting one is.
 */
export const APPEND_ONLY: Record<string, readonly string[]> = { leads: ['notes'] }

/**
 * Request context key of the writes of a bulk operation that records one entry of its own (the inventory feed
 * import, src/lib/inventory-feed/audit.ts): the per-document hooks leave those writes out.
 */
export const AUDITED_AS_A_WHOLE = 'auditedAsAWhole'

export type AuditEntry = {
  target: string
  targetKind: 'collection' | 'global'
  docId?: string
  operation: 'create' | 'update' | 'delete'
  changes: FieldChange[]
  /** The list's one-line summary; the changed field names by default. */
  summary?: string
}

/**
 * Stores one entry in the request's transaction. Changes without a signed-in person (the seed, jobs, imports run
 * by the system) are not staff decisions and are left out. A failed write is logged, never fails the save.
 */
export async function recordAuditEntry(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const user = req.user
  if (!user || user.collection !== 'users' || entry.changes.length === 0) return
  try {
    await req.payload.create({
      collection: 'audit-log',
      data: {
        user: user.id,
        userEmail: user.email,
        target: entry.target,
        targetKind: entry.targetKind,
        docId: entry.docId,
        operation: entry.operation,
        summary: entry.summary ?? changeSummary(entry.changes),
        changes: entry.changes.map((change) => ({
          field: change.field,
          before: JSON.stringify(change.before, null, 2),
          after: JSON.stringify(change.after, null, 2),
        })),
      },
      req,
      overrideAccess: true,
      depth: 0,
      context: { disableRevalidate: true },
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `audit: could not record a change of ${entry.target} ${entry.docId ?? ''}` })
  }
}

const collectionChange =
  (fields: AuditedFields): CollectionAfterChangeHook =>
  async ({ collection, doc, previousDoc, operation, req }) => {
    if (req.context?.[AUDITED_AS_A_WHOLE]) return doc
    const before = operation === 'create' ? null : previousDoc
    await recordAuditEntry(req, {
      target: collection.slug,
      targetKind: 'collection',
      docId: String(doc.id),
      operation,
      changes: changedFields(before, doc, fields, APPEND_ONLY[collection.slug]),
    })
    return doc
  }

const collectionDelete =
  (fields: AuditedFields): CollectionAfterDeleteHook =>
  async ({ collection, doc, id, req }) => {
    if (req.context?.[AUDITED_AS_A_WHOLE]) return doc
    await recordAuditEntry(req, {
      target: collection.slug,
      targetKind: 'collection',
      docId: String(id),
      operation: 'delete',
      changes: changedFields(doc, null, fields, APPEND_ONLY[collection.slug]),
    })
    return doc
  }

const globalChange =
  (fields: AuditedFields): GlobalAfterChangeHook =>
  async ({ global, doc, previousDoc, req }) => {
    await recordAuditEntry(req, {
      target: global.slug,
      targetKind: 'global',
      operation: 'update',
      changes: changedFields(previousDoc, doc, fields),
    })
    return doc
  }

/**
 * Adds the audit hooks to the collections and globals of AUDITED, after their own hooks, so the owning files stay
 * as they are and the list lives in one place.
 */
export const auditTrail: Plugin = (config) => ({
  ...config,
  collections: (config.collections ?? []).map((collection) => {
    const fields = AUDITED.collections[collection.slug]
    if (!fields) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      hooks: {
        ...hooks,
        afterChange: [...(hooks.afterChange ?? []), collectionChange(fields)],
        afterDelete: [...(hooks.afterDelete ?? []), collectionDelete(fields)],
      },
    }
  }),
  globals: (config.globals ?? []).map((global) => {
    const fields = AUDITED.globals[global.slug]
    if (!fields) return global
    const hooks = global.hooks ?? {}
    return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), globalChange(fields)] } }
  }),
})
