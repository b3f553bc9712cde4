import type { FieldAccess } from 'payload'

/**
 * Field update access for a state the server keeps, where staff may make one move only: a save may leave the
 * top-level `field` as stored or set it to `value`; any other value is dropped and the stored one kept (e.g.
 * staff may unsubscribe an alert, never confirm one in the shopper's place).
 */
export const onlyToValue =
  (field: string, value: string): FieldAccess =>
  ({ doc, siblingData }) => {
    const sent: unknown = siblingData?.[field]
    return sent === undefined || sent === value || sent === doc?.[field]
  }
