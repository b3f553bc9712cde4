import { isIP } from 'node:net'

/** What clientIp answers when the address cannot be known; callers skip per-IP limits for it. */
export const UNKNOWN_IP = 'unknown'

/**
 * The visitor's IP address for per-IP rate limits.
 *
 * `X-Forwarded-For` is read only when `TRUST_PROXY` is set, because anyone can send that header: with a
 * reverse proxy in front, the proxy appends the address it saw, so the entry `TRUST_PROXY` places from the right
 * is the real one (`TRUST_PROXY=1` or `true`: one proxy, the last entry; `2`: a CDN plus a proxy…). Earlier
 * entries are what the client claimed and are ignored. Without `TRUST_PROXY` the socket address is used when
 * the caller has it; Next's route handlers expose none (Next itself fills `X-Forwarded-For` with the socket
 * address only when the client did not send one, so the header cannot tell the two apart), so there the answer
 * is UNKNOWN_IP.
 */
export function clientIp(
  headers: Headers,
  env: Record<string, string | undefined> = process.env,
  socketAddress?: string,
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
  return normaliseAddress(socketAddress ?? '') || UNKNOWN_IP
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
