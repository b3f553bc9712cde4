import { trustedHops } from './client-ip'

/** The answer's message when a browser posts one of our forms from another site. */
export const CROSS_SITE_MESSAGE = 'Please send this form from our website.'

/**
 * True when a browser sent this request from another site (a page elsewhere posting our forms with the visitor's
 * cookies, or filling our leads inbox through visitors' browsers). Browsers name the sending page in `Origin` and
 * `Sec-Fetch-Site`; clients that send neither (curl, a CRM's server, tests) are not browsers on another site and
 * pass, because these endpoints are public anyway and rate-limited. Our own hosts: the request's Host, the
 * forwarded host when a trusted proxy sets it (TRUST_PROXY), and the host of NEXT_PUBLIC_SERVER_URL.
 */
export function isCrossSiteRequest(headers: Headers, env: Record<string, string | undefined> = process.env): boolean {
  const fetchSite = headers.get('sec-fetch-site')?.toLowerCase()
  if (fetchSite === 'cross-site') return true
  const origin = headers.get('origin')
  if (origin === null || origin === '') return false
  const originHost = hostOf(origin)
  if (!originHost) return true
  return !ownHosts(headers, env).has(originHost)
}

function ownHosts(headers: Headers, env: Record<string, string | undefined>): Set<string> {
  const hosts = new Set<string>()
  const host = headers.get('host')
  if (host) hosts.add(host.toLowerCase())
  if (trustedHops(env.TRUST_PROXY) > 0) {
    for (const forwarded of (headers.get('x-forwarded-host') ?? '').split(',')) {
      if (forwarded.trim()) hosts.add(forwarded.trim().toLowerCase())
    }
  }
  const site = env.NEXT_PUBLIC_SERVER_URL ? hostOf(env.NEXT_PUBLIC_SERVER_URL) : null
  if (site) hosts.add(site)
  return hosts
}

/** host[:port] of a URL, lowercased; null for 'null' (sandboxed pages) and anything unparseable. */
function hostOf(url: string): string | null {
  try {
    const { host, protocol } = new URL(url)
    return (protocol === 'http:' || protocol === 'https:') && host ? host.toLowerCase() : null
  } catch {
    return null
  }
}
