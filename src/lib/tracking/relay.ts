/**
 * `POST /api/track/facebook`: a conversion the browser also reported through the pixel, sent again from the
 * server to Meta's Conversions API with the same event id (Meta keeps one of the two) and hashed customer data.
 * It is relayed only when the store configured a pixel id and an access token and the visitor's consent cookie
 * grants the pixel's categories (gate.ts); otherwise the answer is 204 and nothing leaves the server.
 */
import { createLimiter, type LimitHit, type Limiter } from '@/lib/abuse/limiter'
import { CONSENT_COOKIES } from '@/lib/consent/banner'
import { parseAllowedCategories, type ConsentTier } from '@/lib/consent/tiers'
import { parseCookieHeader } from '@/lib/cookies/header'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'
import { UNKNOWN_IP } from '@/lib/http/client-ip'
import { CONVERSION_VALUES } from '@/lib/settings/defaults'

import { destinationAllowed } from './gate'
import { hashUserData } from './meta-user-data'
import { fieldMessages, RELAY_MESSAGES, relayBodySchema } from './relay-schema'

/** Meta's Graph API with its version; META_CAPI_URL replaces it (tests point it at a loopback server). */
export const DEFAULT_META_CAPI_URL = 'https://graph.facebook.com/v23.0'
/** Meta accepts website events up to 7 days old. */
const MAX_EVENT_AGE_S = 7 * 24 * 60 * 60
const MINUTE_S = 60

/**
 * A visitor's conversions are a handful a visit; the site-wide ceiling bounds what a flood costs (`points` per
 * `durationS` seconds).
 */
export const RELAY_RATE_LIMITS = {
  relayPerIp: { points: 30, durationS: 10 * MINUTE_S },
  relayGlobal: { points: 2000, durationS: 60 * MINUTE_S },
} as const
export type RelayRule = keyof typeof RELAY_RATE_LIMITS
export type RelayLimiter = Limiter<RelayRule>

/**
 * The limiter of the relay; one per process (module scope of the route). In Redis with `redisUrl`, otherwise in
 * memory shared by the workers of one `npm start` through their cluster primary, as phone verification's.
 */
export function createRelayLimiter(options: { redisUrl?: string; keyPrefix?: string } = {}): RelayLimiter {
  return createLimiter(RELAY_RATE_LIMITS, { redisUrl: options.redisUrl, keyPrefix: options.keyPrefix ?? 'meta-relay' })
}

/** What the relay needs of the store: the pixel id and token (null when either is missing) and the banner tier. */
export interface RelayConfig {
  meta: { pixelId: string; accessToken: string; testEventCode: string | null } | null
  tier: ConsentTier
}

export interface RelayDeps {
  readConfig: () => Promise<RelayConfig>
  limiter: RelayLimiter
  apiUrl: string
  now: () => Date
  fetch?: typeof fetch
}

export interface RelayRequest {
  body: unknown
  cookieHeader: string | null
  ip: string
  userAgent: string | null
  /** The page that sent it (Referer), Meta's event_source_url. */
  sourceUrl: string | null
}

export type RelayResult = { status: number; body?: Record<string, unknown>; retryAfterSeconds?: number }

/** Validates, gates and relays one conversion; never throws (Meta's failures answer 502). */
export async function relayConversion(deps: RelayDeps, request: RelayRequest): Promise<RelayResult> {
  const hits: Array<LimitHit<RelayRule>> = [['relayGlobal', 'all']]
  if (request.ip !== UNKNOWN_IP) hits.push(['relayPerIp', request.ip])
  const limit = await deps.limiter.consumeAll(hits)
  if (!limit.allowed) return { status: 429, body: { errors: {} }, retryAfterSeconds: limit.retryAfterSeconds }

  const parsed = relayBodySchema.safeParse(request.body)
  if (!parsed.success) return { status: 400, body: { errors: fieldMessages(parsed.error) } }
  const body = parsed.data
  const nowS = Math.floor(deps.now().getTime() / 1000)
  const eventTime = body.eventTime ?? body.event_time ?? nowS
  if (eventTime < nowS - MAX_EVENT_AGE_S || eventTime > nowS + 300) {
    return { status: 400, body: { errors: { eventTime: RELAY_MESSAGES.eventTime } } }
  }

  const config = await deps.readConfig()
  const cookies = parseCookieHeader(request.cookieHeader)
  const allowed = parseAllowedCategories(cookies[CONSENT_COOKIES.allowed])
  if (!config.meta || !destinationAllowed('relay', config.tier, allowed)) return { status: 204 }

  const event = {
    event_name: body.eventName,
    event_time: eventTime,
    event_id: body.eventID ?? body.event_id,
    action_source: 'website',
    ...(request.sourceUrl ? { event_source_url: request.sourceUrl } : {}),
    user_data: {
      ...hashUserData(body.user_data, cookies[VISITOR_COOKIES.uniqueUserId]),
      ...(request.ip !== UNKNOWN_IP ? { client_ip_address: request.ip } : {}),
      ...(request.userAgent ? { client_user_agent: request.userAgent } : {}),
      ...(body.fbp ? { fbp: body.fbp } : {}),
      ...(body.fbc ? { fbc: body.fbc } : {}),
    },
    custom_data: { ...body.custom_data, value: CONVERSION_VALUES[body.eventName], currency: body.currency },
  }
  const { pixelId, accessToken, testEventCode } = config.meta
  try {
    // The token goes in the body, not the URL, so it stays out of proxies' request logs.
    const answer = await (deps.fetch ?? fetch)(`${deps.apiUrl.replace(/\/+$/, '')}/${pixelId}/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: [event], access_token: accessToken, ...(testEventCode ? { test_event_code: testEventCode } : {}) }),
      signal: AbortSignal.timeout(5000),
    })
    return answer.ok ? { status: 202, body: { sent: true } } : { status: 502, body: { sent: false } }
  } catch {
    return { status: 502, body: { sent: false } }
  }
}
