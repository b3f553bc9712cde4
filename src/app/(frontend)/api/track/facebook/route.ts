import { getPayloadClient } from '@/lib/data/payload'
import { isCrossSiteRequest } from '@/lib/http/same-origin'
import { readJsonBody } from '@/lib/phone-verification/read-body'
import { clientIp } from '@/lib/http/client-ip'
import { createRelayLimiter, DEFAULT_META_CAPI_URL, relayConversion, type RelayResult } from '@/lib/tracking/relay'
import { readRelayConfig } from '@/lib/tracking/relay-config'

// One per server process: the counts live in Redis (shared by every instance) with REDIS_URL, otherwise in memory
// (the cluster primary's under `npm start`, shared by its workers).
const limiter = createRelayLimiter({ redisUrl: process.env.REDIS_URL || undefined })
const MAX_BODY_BYTES = 8 * 1024

/**
 * `POST /api/track/facebook`: relays a conversion to Meta's Conversions API with hashed
 * customer data, only with a configured pixel id and token and the visitor's consent; 204 otherwise. The work is
 * relayConversion's; this reads the request and writes the answer.
 */
export async function POST(request: Request): Promise<Response> {
  if (isCrossSiteRequest(request.headers)) return toResponse({ status: 403, body: { errors: {} } })
  const body = await readJsonBody(request, MAX_BODY_BYTES)
  if (!body.ok) return toResponse({ status: 400, body: { errors: { _form: 'Send the event as JSON.' } } })
  let result: RelayResult
  try {
    const payload = await getPayloadClient()
    result = await relayConversion(
      {
        readConfig: () => readRelayConfig(payload),
        limiter,
        apiUrl: process.env.META_CAPI_URL || DEFAULT_META_CAPI_URL,
        now: () => new Date(),
      },
      {
        body: body.value,
        cookieHeader: request.headers.get('cookie'),
        ip: clientIp(request.headers),
        userAgent: request.headers.get('user-agent'),
        sourceUrl: request.headers.get('referer'),
      },
    )
  } catch {
    // relayConversion never throws; only starting Payload (the database) can fail here.
    result = { status: 503, body: { errors: {} } }
  }
  return toResponse(result)
}

function toResponse({ status, body, retryAfterSeconds }: RelayResult): Response {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds) headers['Retry-After'] = String(retryAfterSeconds)
  return status === 204 ? new Response(null, { status, headers }) : Response.json(body, { status, headers })
}
