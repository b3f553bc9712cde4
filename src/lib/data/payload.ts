import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/**
 * The process-wide Payload Local API instance (getPayload memoises it).
 *
 * Every exported reader in src/lib/data awaits deferPastBuild() before its cached read: the Docker build has no
 * database, so nothing may query Payload while `next build` prerenders. At request time the read is served from
 * the 'use cache' entry until a Payload hook expires its tag.
 */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config })
}
