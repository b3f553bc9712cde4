// Plain JavaScript (with JSDoc types) because server.mjs applies it in production, where no TypeScript runs.
// The one place that decides the security headers of every answer (docs/security.md).
import { framesMap, MAP_FRAME_ORIGIN } from '../lib/locations/map-pages.mjs'

/**
 * What Next renders into every script tag of a public page in place of the nonce. server.mjs puts it in the
 * request's CSP header (where Next reads the nonce), so cached pages (ISR entries, the page micro-cache) hold
 * this token, and replaces it with a fresh random nonce in each answer it sends.
 */
export const NONCE_PLACEHOLDER = 'dealershipCspNoncePlaceholder0000'

/**
 * Third-party hosts each directive allows besides the site itself. They come from one place: trackingHosts in
 * src/lib/tracking (the store settings' ids), served at /csp-hosts and read by server.mjs; add a new service there.
 * @typedef {{ scriptSrc: string[], connectSrc: string[], imgSrc: string[], frameSrc?: string[] }} CspHosts
 */

/** @type {CspHosts} */
export const NO_HOSTS = { scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] }

/**
 * @typedef {object} HeaderContext
 * @property {string} path the request path (no query)
 * @property {string} nonce this answer's nonce (public pages)
 * @property {boolean} framedByAdmin the request may be the admin's live preview (staff cookie or draft mode)
 * @property {boolean} https the site is served over HTTPS in production (HSTS, upgrade-insecure-requests)
 * @property {boolean} reportOnly send the CSP as Content-Security-Policy-Report-Only (first rollout)
 * @property {CspHosts} [hosts]
 */

/** @param {string} path */
export const isAdminPath = (path) => path === '/admin' || path.startsWith('/admin/')

/** @param {Record<string, string[]>} directives */
const serialize = (directives) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')

/**
 * The Content-Security-Policy of an answer. Public pages: scripts only with this answer's nonce, and what those
 * scripts load ('strict-dynamic': Next's chunk loader, consent-gated tracking tags); no inline script without the
 * nonce, no eval. Styles allow inline attributes (React's style props). The admin (Payload's UI writes inline
 * scripts and styles and is not cached per nonce) gets 'unsafe-inline' scripts but nothing from other origins, and
 * workers from the site and blob: URLs (its code editor's).
 * @param {HeaderContext} context
 */
export function contentSecurityPolicy(context) {
  const hosts = context.hosts ?? NO_HOSTS
  const admin = isAdminPath(context.path)
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': admin
      ? ["'self'", "'unsafe-inline'", ...hosts.scriptSrc]
      : [`'nonce-${context.nonce}'`, "'strict-dynamic'", "'self'", ...hosts.scriptSrc],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...hosts.imgSrc],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...hosts.connectSrc],
    // The admin's code editor (Monaco, served by the site) starts its language workers from blob: URLs that load
    // the site's own worker scripts. The public site starts no workers: it keeps the default-src fallback.
    ...(admin ? { 'worker-src': ["'self'", 'blob:'] } : {}),
    'frame-src': ["'self'", ...(hosts.frameSrc ?? []), ...(framesMap(context.path) ? [MAP_FRAME_ORIGIN] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // The admin frames the site for live preview: the admin itself, and pages a staff member previews, may be
    // framed by the site's own origin; everything else by nobody.
    'frame-ancestors': admin || context.framedByAdmin ? ["'self'"] : ["'none'"],
  }
  if (context.https) directives['upgrade-insecure-requests'] = []
  return serialize(directives)
}

/**
 * Every security header of an answer.
 * @param {HeaderContext} context
 * @returns {Record<string, string>}
 */
export function securityHeaders(context) {
  const frameable = isAdminPath(context.path) || context.framedByAdmin
  /** @type {Record<string, string>} */
  const headers = {
    [context.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy']: contentSecurityPolicy(context),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Geolocation for "find my nearest store" on the site itself; every powerful feature else off. No `bluetooth`:
    // Chromium knows no such policy feature and logged an error for it on every page.
    'Permissions-Policy':
      'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=(), interest-cohort=()',
    'X-Frame-Options': frameable ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
  // Only over HTTPS: HSTS on a plain-HTTP origin (a laptop, the tests) would pin browsers to a port with no TLS.
  if (context.https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains'
  return headers
}

/**
 * Whether the request may be the admin's live-preview frame: a signed-in staff member (Payload's cookie) or
 * Next's draft mode, or the preview route itself.
 * @param {string} path
 * @param {string} cookie
 */
export function mayBeLivePreview(path, cookie) {
  return path.startsWith('/next/preview') || cookie.includes('payload-token=') || cookie.includes('__prerender_bypass=')
}

/**
 * The app's own JSON endpoints on loopback, read by the proxy (rules, vehicle facts) and by server.mjs (CSP hosts),
 * and the build id the open pages poll. They are no pages: no nonce, and they must never wait for the CSP hosts'
 * refresh — that refresh's own request runs through the proxy, which reads /redirect-rules, so a wait there
 * deadlocked until the proxy gave up and fell back to the default rules (every page switched on by the page table
 * answered 404 for a moment after any change).
 */
const INTERNAL_ENDPOINTS = ['/redirect-rules', '/vehicle-status/', '/csp-hosts', '/builds/']

/**
 * Whether server.mjs gives Next the placeholder nonce and rewrites the answer: GET/HEAD of public paths that may
 * be pages (not the API, the admin, Next's assets, the internal endpoints or files with an extension, which have
 * no inline script).
 * @param {string | undefined} method
 * @param {string} path
 */
export function takesNonce(method, path) {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (path === '/api' || path.startsWith('/api/') || isAdminPath(path) || path.startsWith('/_next/')) return false
  const under = (/** @type {string} */ prefix) => {
    const base = prefix.replace(/\/$/, '')
    return path === base || path.startsWith(`${base}/`)
  }
  if (INTERNAL_ENDPOINTS.some(under)) return false
  return path === '/' || !path.slice(path.lastIndexOf('/')).includes('.')
}
