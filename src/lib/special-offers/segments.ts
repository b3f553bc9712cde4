/**
 * What a /special-offers/... path asks for: the index, one list, or one offer of a list. Pure; anything else
 * (unknown list, deeper paths) is null, the 404 page.
 */
import { parseOfferType, type OfferType } from './types'

export type OfferRequest =
  | { kind: 'index' }
  | { kind: 'list'; type: OfferType }
  | { kind: 'detail'; type: OfferType; id: string }

/** Reads the path segments after /special-offers. */
export function parseOfferSegments(segments: readonly string[] | undefined): OfferRequest | null {
  const parts = segments ?? []
  if (parts.length === 0) return { kind: 'index' }
  if (parts.length > 2) return null
  const type = parseOfferType(parts[0])
  if (!type) return null
  return parts.length === 1 ? { kind: 'list', type } : { kind: 'detail', type, id: parts[1] }
}
