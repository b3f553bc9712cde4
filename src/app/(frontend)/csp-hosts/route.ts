import { getTrackingIds } from '@/lib/data/tracking'
import { trackingHosts } from '@/lib/tracking/ids'

/**
 * The third-party hosts the Content-Security-Policy must allow for the tracking ids configured in store settings
 * (none without ids). server.mjs cannot load Payload, so it fetches this after each cache change; the hosts are
 * public anyway (they appear in every answer's policy).
 */
export async function GET(): Promise<Response> {
  return Response.json(trackingHosts(await getTrackingIds()), { headers: { 'Cache-Control': 'no-store' } })
}
