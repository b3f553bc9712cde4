import type { FieldAccess } from 'payload'

const refused: FieldAccess = () => false

/**
 * Field access of a value only the server sets: timestamps, authors and times of notes, states kept by jobs,
 * delivery records, counters, ids of who did what. No request writes it through REST, GraphQL or the admin, an
 * admin's included: a value sent is dropped and the stored one (or the field's default) kept. Server code sets
 * it through the Local API (overrideAccess) or in a beforeChange hook, which runs after this check.
 */
export const serverOwned: { create: FieldAccess; update: FieldAccess } = { create: refused, update: refused }
