import { isIP } from 'node:net'

/** What clientIp answers when the address cannot be known; callers skip per-IP limits for it. */
export const UNKNOWN_IP = 'unknown'

/**
 * The environment variable through which the production server (server.mjs) names the header it stamps each
 * request's socket address in. The name is random per process, so a client can neither guess nor forge it, and
 * where server.mjs does not run (`next dev`) the variable is unset and no header is believed.
 */
export const SOCKET_ADDRESS_HEADER_ENV = 'DEALERSHIP_SOCKET_ADDRESS_HEADER'

/** The prefix of the stamped header's name (a random suffix follows). */
export const SOCKET_ADDRESS_HEADER_PREFIX = 'x-socket-address-'

/**
 * Peers that are a reverse proxy on this machine rather than a visitor: counting them per address would put every
 * customer behind that proxy into one bucket (one abuser would lock everyone out), so they count as unknown and
 * only the site-wide limits apply until TRUST_PROXY says how to read X-Forwarded-For. Only the default loopback
 * addresses: the rest of 127.0.0.0/8 is not where a local proxy connects from.
 */
const LOCAL_PROXY_PEERS = new Set(['127.0.0.1', '::1'])

/**
 * The visitor's IP address for per-IP rate limits.
 *
 * `X-Forwarded-For` is read only when `TRUST_PROXY` is set, because anyone can send that header: with a
 * reverse proxy in front, the proxy appends the address it saw, so the entry `TRUST_PROXY` places from the right
 * is the real one (`TRUST_PROXY=1` or `true`: one proxy, the last entry; `2`: a CDN plus a proxy…). Earlier
 * entries are what the client claimed and are ignored. Without `TRUST_PROXY` the socket address is used: Next's
 * route handlers expose none (and Next fills `X-Forwarded-For` with it only when the client sent none, so that
 * header cannot tell the two apart), so server.mjs stamps it in a header of its own (stampedSocketAddress). A
 * direct deployment therefore limits per client; a loopback peer (a proxy on this machine) and `next dev` give
 * UNKNOWN_IP.
 */
export function clientIp(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
  socketAddress: string | undefined = stampedSocketAddress(headers, env),
): string {
  const hops = trustedHops(env.TRUST_PROXY)
  if (hops > 0) {
    const chain = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const address = normaliseAddress(chain[chain.length - hops] ?? chain[0] ?? '')
    if (address) return address
  }
  const peer = normaliseAddress(socketAddress ?? '')
  return peer && !LOCAL_PROXY_PEERS.has(peer) ? peer : UNKNOWN_IP
}

/** The socket address server.mjs stamped on the request, if it runs in front (see SOCKET_ADDRESS_HEADER_ENV). */
export function stampedSocketAddress(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  const name = env[SOCKET_ADDRESS_HEADER_ENV]
  if (!name || !name.startsWith(SOCKET_ADDRESS_HEADER_PREFIX)) return undefined
  return headers.get(name) ?? undefined
}

/** How many proxies to trust: `true`/`yes` mean 1, a whole number means that many, anything else 0. */
export function trustedHops(value: string | undefined): number {
  const setting = value?.trim().toLowerCase() ?? ''
  if (setting === 'true' || setting === 'yes') return 1
  if (/^\d{1,2}$/.test(setting)) return Number(setting)
  return 0
}

// '::ffff:203.0.113.9' and '203.0.113.9' are one visitor; anything that is not an address counts as unknown.
function normaliseAddress(value: string): string {
  const address = value.replace(/^::ffff:/i, '')
  return isIP(address) ? address.toLowerCase() : ''
}
