import crypto from 'node:crypto'

import { secretFromEnv } from '@/lib/config/dev-secret'

/** The header the proxy's own lookups on loopback carry, with internalLookupKey() as its value. */
export const INTERNAL_LOOKUP_HEADER = 'x-internal-lookup'

/**
 * The key proving a request comes from this deployment's own proxy: an HMAC of a fixed label with PAYLOAD_SECRET,
 * so every process and instance of one deployment agrees on it, and no browser ever receives it.
 */
export function internalLookupKey(): string {
  return crypto.createHmac('sha256', secretFromEnv('PAYLOAD_SECRET')).update('internal-lookup:v1').digest('base64url')
}

/** Whether a request carries the internal lookup key (compared in constant time). */
export function isInternalLookup(headers: Headers): boolean {
  const given = Buffer.from(headers.get(INTERNAL_LOOKUP_HEADER) ?? '')
  const expected = Buffer.from(internalLookupKey())
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
