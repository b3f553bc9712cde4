import { resolveInventoryRequest } from '@/lib/data/inventory-request'
import { getPayloadClient } from '@/lib/data/payload'
import { getReserveVehicles } from '@/lib/data/reserve'
import { parseCookieHeader } from '@/lib/cookies/header'
import { RESERVE_ACCESS_COOKIE, verifyReserveAccess } from '@/lib/visitor/reserve-access'
import { matchReserve, reserveCardOf } from '@/lib/visitor/reserve-match'

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
// Longer than any real listing URL (three filter segments and a few parameters).
const MAX_PATH_LENGTH = 1000

function listingParts(path: string | null): { segments: string[]; query: URLSearchParams } | null {
  if (!path || path.length > MAX_PATH_LENGTH || !path.startsWith('/') || path.startsWith('//')) return null
  const url = new URL(path, 'http://listing.invalid')
  const segments = url.pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment))
  return segments.length > 0 ? { segments, query: url.searchParams } : null
}

/**
 * `GET /api/visitor/reserve?path=/used-cars-for-sale/suvs?mileage=…`: `{ ok, vehicles: ReserveCard[] }`, the
 * private-reserve cars the listing at `path` would show, for a browser holding the signed reserve-access cookie
 * the unlock-inventory form sets (src/lib/visitor/reserve-access); 403 for everyone else. The search pages are
 * cached for all visitors, so reserve cars never enter their HTML: an unlocked visitor's browser asks here.
 */
export async function GET(request: Request): Promise<Response> {
  const cookies = parseCookieHeader(request.headers.get('cookie'))
  const payload = await getPayloadClient()
  if (!verifyReserveAccess(payload.secret, cookies[RESERVE_ACCESS_COOKIE], new Date())) {
    return Response.json({ ok: false }, { status: 403, headers: PRIVATE })
  }
  let parts: ReturnType<typeof listingParts>
  try {
    parts = listingParts(new URL(request.url).searchParams.get('path'))
  } catch {
    parts = null
  }
  if (!parts) return Response.json({ ok: false }, { status: 400, headers: PRIVATE })
  const [listing, ...segments] = parts.segments
  const resolved = await resolveInventoryRequest(listing, segments, parts.query)
  // A redirect, a vehicle page or a 404 lists nothing of the reserve.
  if (resolved.kind !== 'listing') return Response.json({ ok: true, vehicles: [] }, { headers: PRIVATE })
  const vehicles = matchReserve(await getReserveVehicles(), resolved.criteria).map(reserveCardOf)
  return Response.json({ ok: true, vehicles }, { headers: PRIVATE })
}
