import type { Access } from 'payload'

/** Refuses everyone through REST, GraphQL and the admin; only server code (overrideAccess) writes. */
export const nobody: Access = () => false
