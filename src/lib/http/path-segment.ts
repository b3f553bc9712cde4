/**
 * A URL path segment decoded, or as it came when it is not valid percent-encoding (`/%E0%A4%A`): the proxy's
 * decisions must never throw on an address a crawler made up. Pure.
 */
export function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
