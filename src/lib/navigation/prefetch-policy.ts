/**
 * Whether the browser should prefetch pages on intent: not when the visitor asked to save data (the Save-Data
 * setting) or is on a 2g-class connection, where every prefetched page competes with the one being read.
 */

/** The fields of the Network Information API (navigator.connection) the policy reads; browsers without it pass. */
export type ConnectionHints = { saveData?: unknown; effectiveType?: unknown }

const SLOW_CONNECTIONS: ReadonlySet<unknown> = new Set(['2g', 'slow-2g'])

/** True unless the connection hints say save data or a 2g connection. */
export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (!connection) return true
  return connection.saveData !== true && !SLOW_CONNECTIONS.has(connection.effectiveType)
}
