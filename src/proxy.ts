import { NextRequest, NextResponse } from 'next/server'

import { HOME_INTERNAL_PATH, isHomeInternalPathname } from '@/lib/home/internal-path'
import { isLiveListingPathname } from '@/lib/inventory/cache-policy'
import { decideListingRequest } from '@/lib/inventory/listing-proxy'
import { vehicleDetailOutcome } from '@/lib/inventory/vehicle-detail-outcome'
import { DEFAULT_LOCALE, localePath, stripLocale, type Locale } from '@/lib/i18n/locales'
import { REMEMBERED_LANGUAGE_PATHS, rememberedLanguageRedirect } from '@/lib/i18n/remembered-language.mjs'
import { isSpanishRoute, NOT_FOUND_PATH } from '@/lib/i18n/spanish-routes'
import { adsValuesCookieFor } from '@/lib/leads/visitor'
import { isKnownMissingPage } from '@/lib/redirects/known-pages'
import { legacyAnswer } from '@/lib/redirects/legacy-answer'
import { cachedListingPathSet, proxyRules, type ProxyRules } from '@/lib/redirects/proxy-rules'
import { matchRedirect, redirectLocation } from '@/lib/redirects/rules'
import { detailVehicle } from '@/lib/redirects/vehicle-status'
import { AD_TRACKING_PARAMS } from '@/lib/settings/defaults'
import { isPageEnabled } from '@/lib/settings/page-toggles'

/**
 * Request-time decisions before any page renders: pages switched off in the page table (404), the previous
 * site's URLs (legacy redirects), the marketing redirects edited in the admin, and the listing
 * routes' canonical redirects, cache-friendly rewrites, stale vehicle-path redirects and sold-vehicle 410s
 * (src/lib/inventory/listing-proxy). The proxy cannot
 * load Payload, so it reads rules and vehicle facts from this same server and keeps them for a few seconds. The
 * pages make the same decisions again (from the same cached data), so nothing depends on the proxy being current.
 *
 * It also captures ad tracking: a page request carrying utm_source, utm_medium, utm_campaign,
 * utm_term, utm_content, gclid, fbclid, gbraid, gwraid or another parameter of the store settings' ad parameter
 * list sets the adsValues cookie (30 days, secure, lax; the new set replaces the old) on whatever it answers,
 * redirects included, so the lead forms can attribute the visit.
 *
 * A visitor who chose Spanish in the header's switch (the NEXT_LOCALE cookie) and opens the English home page is
 * sent to the Spanish one (src/lib/i18n/remembered-language.mjs); the server's page micro-cache lets such requests
 * through to here instead of answering them from its shared copy.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl
  const { locale, path } = stripLocale(pathname)
  // Spanish pages (`/es/...`) get the same decisions as their English path, answered in the Spanish routes; an
  // address no Spanish route answers, and any 404 decided above, is the Spanish 404 page.
  if (locale !== DEFAULT_LOCALE) {
    const answer = await englishAnswer(requestFor(request, path))
    return isNotFound(answer, path) ? localeNotFound(answer, request, locale) : inLocale(answer, request, locale)
  }
  const remembered = REMEMBERED_LANGUAGE_PATHS.includes(pathname) ? rememberedRedirect(request) : null
  return remembered ?? englishAnswer(request)
}

/** The decisions for an English path (a Spanish page's too, before they move back under its prefix). */
async function englishAnswer(request: NextRequest): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl
  // The home page, the commonest landing page of a campaign, is rewritten to its internal route (an ISR entry:
  // src/lib/home/internal-path.ts) and matched for the ad capture: no legacy, marketing or listing rule applies to
  // `/`, so it waits for the rules (the ad parameter list) only when it carries a query string.
  const home = pathname === '/'
  const rules = home && !search ? null : await proxyRules(ownOrigin(request))
  const response = home ? rewriteTo(request, HOME_INTERNAL_PATH) : rules ? await decide(request, rules) : NextResponse.next()
  const ads = adsValuesCookieFor(searchParams, rules?.adParameters ?? AD_TRACKING_PARAMS)
  if (ads) response.cookies.set(ads.name, ads.value, ads.options)
  return response
}

/**
 * The redirect of a visitor who chose another language to that language's page (302: the choice can change), or
 * null. Private and varying by cookie, so no shared cache keeps it for the visitors without the cookie.
 */
function rememberedRedirect(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl
  const headers = Object.fromEntries(request.headers.entries())
  const location = rememberedLanguageRedirect({ method: request.method, pathname, search, headers })
  if (!location) return null
  const response = NextResponse.redirect(new URL(location, request.url), 302)
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('Vary', 'Cookie')
  // The query moves along, so the Spanish page captures its ad parameters itself.
  return response
}

/** Our own loopback address: the Host header is the client's to choose, so it must not pick the rules' source. */
function ownOrigin(request: NextRequest): string {
  return `http://127.0.0.1:${process.env.PORT || request.nextUrl.port || '3000'}`
}

/**
 * The proxy's 404 (a switched-off page, or anything it knows is not found): a rewrite to the not-found path, which
 * no English route matches, so Next answers its 404 page with status 404 and stores nothing for the requested path.
 * Spanish 404s go to its `/es` twin instead (localeNotFound).
 */
function notFoundAnswer(request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url))
}

/** Next's draft-mode cookie (a staff preview). */
const PREVIEW_COOKIE = '__prerender_bypass'

async function decide(request: NextRequest, rules: ProxyRules): Promise<NextResponse> {
  const { pathname, search, searchParams } = request.nextUrl
  // The per-page on/off table: a page switched off is not found. Pages check it too, but a page that
  // streams cannot change its status any more, so the proxy gives the real 404.
  if (!isPageEnabled(rules.pageToggles, pathname)) return notFoundAnswer(request)
  // The live listing and home routes are internal (only this proxy rewrites to them).
  if (isLiveListingPathname(pathname) || isHomeInternalPathname(pathname)) return notFoundAnswer(request)
  const legacy = await legacyAnswer(pathname, search, rules.ctx, (vin) => detailVehicle(ownOrigin(request), vin))
  if (legacy?.kind === 'not-found') return notFoundAnswer(request)
  if (legacy) return NextResponse.redirect(new URL(legacy.location, request.url), legacy.status)
  const rule = matchRedirect(rules.redirects, pathname)
  if (rule) return NextResponse.redirect(new URL(redirectLocation(rule, search), request.url), rule.status)
  // A CMS slug no published page has: the not-found page, decided here (see answersMissing).
  const judged = answersMissing(request, rules)
  if (judged && isKnownMissingPage(pathname, judged)) return notFoundAnswer(request)

  const decision = decideListingRequest(pathname, searchParams, rules.ctx, cachedListingPathSet(rules))
  if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url), 308)
  if (decision.kind === 'not-found') return judged ? notFoundAnswer(request) : NextResponse.next()
  if (decision.kind === 'rewrite') return rewriteTo(request, decision.pathname)
  if (decision.kind === 'vehicle') {
    const vehicle = await detailVehicle(ownOrigin(request), decision.vin)
    // The lookup failed (database down): the page decides on its own.
    if (vehicle === undefined) return NextResponse.next()
    const outcome = vehicleDetailOutcome(decision.conditionSegment, decision.slugSegment, vehicle)
    if (outcome.kind === 'redirect') return NextResponse.redirect(new URL(`${outcome.path}${search}`, request.url), 308)
    // An unknown or reserve VIN is the plain 404 page, answered here: rendered by the detail route, every VIN a
    // crawler makes up would be stored as a cached page of its own.
    if (outcome.kind === 'not-found') return notFoundAnswer(request)
    // A sold vehicle's page (similar vehicles, noindex) answers 410 Gone to browsers and crawlers. Router requests
    // (client navigation, prefetch) keep their 200: the status means nothing to the router but could break it.
    if (outcome.vehicle.status === 'sold' && isDocumentRequest(request)) {
      return NextResponse.rewrite(request.nextUrl, { status: 410 })
    }
  }
  return NextResponse.next()
}

/**
 * The published slugs to judge a route's 404s by, or null to leave them to the route. A route's own notFound()
 * answers a full page load with a script-only document (Next 16 draws that 404 in the browser) and stores a page
 * for each address, so document requests for an address the proxy knows is missing (an unpublished CMS slug, a
 * filter path the grammar rejects) get the not-found page from here instead. Left to the route: router requests
 * (client navigation renders the route's notFound() in the layout, as before), staff previews (a draft's slug is
 * not published), and rules that could not be read (no slugs, no makes).
 */
function answersMissing(request: NextRequest, rules: ProxyRules): ProxyRules['knownPages'] | null {
  if (!rules.knownPages || !isDocumentRequest(request) || request.cookies.has(PREVIEW_COOKIE)) return null
  return rules.knownPages
}

/**
 * Whether the answer for a Spanish page's English path is a 404: one of the proxy's own (rewritten to the not-found
 * path), or an address no Spanish route answers that no redirect or rewrite took.
 */
function isNotFound(answer: NextResponse, path: string): boolean {
  const rewrite = answer.headers.get('x-middleware-rewrite')
  if (rewrite) return new URL(rewrite, 'http://x').pathname === NOT_FOUND_PATH
  return !answer.headers.has('location') && !isSpanishRoute(path)
}

/**
 * The 404 page in a language other than English. Next's single global 404 document is English, and notFound() in
 * a Spanish page sends a script-only document on a full load (Next 16 renders the 404 in the browser), so the
 * proxy rewrites every Spanish 404 to one internal path whose catch-all page renders the Spanish 404 page as an
 * ordinary page (src/app/(es)/es/(default)/[...missing]): one stored page for every address a crawler makes up,
 * whole in the HTML, and the status given here like the sold vehicles' 410. Router requests keep their 200 (the
 * status means nothing to the router but could break it).
 */
function localeNotFound(answer: NextResponse, request: NextRequest, locale: Locale): NextResponse {
  const url = new URL(localePath(NOT_FOUND_PATH, locale), request.url)
  if (isRouterRequest(request)) return withCookies(NextResponse.rewrite(url), answer)
  const notFound = NextResponse.rewrite(url, { status: 404 })
  // Kept by no shared cache, like the English 404 page (the stored page's own header would let a CDN keep the 404
  // of a page switched back on for an hour).
  notFound.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
  return withCookies(notFound, answer)
}

/** A response carrying the cookies another answer set (the ad capture). */
function withCookies(response: NextResponse, answer: NextResponse): NextResponse {
  for (const cookie of answer.cookies.getAll()) response.cookies.set(cookie)
  return response
}

/** The same request for another path (the English path of a Spanish page). */
function requestFor(request: NextRequest, pathname: string): NextRequest {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  // The decisions read only the URL, method and headers; the body stays with the original request.
  return new NextRequest(url, { method: request.method, headers: request.headers })
}

/**
 * An answer decided for a Spanish page's English path, moved back under the language prefix: rewrites (listing,
 * home, 404) go to the Spanish routes, site redirects stay in Spanish, a 410's status is kept, cookies carried.
 */
function inLocale(answer: NextResponse, request: NextRequest, locale: Locale): NextResponse {
  const rewrite = answer.headers.get('x-middleware-rewrite')
  const location = answer.headers.get('location')
  let moved = answer
  if (rewrite) {
    const url = new URL(rewrite, request.url)
    url.pathname = localePath(url.pathname, locale)
    moved = NextResponse.rewrite(url, { status: answer.status })
  } else if (location) {
    const url = new URL(location, request.url)
    if (url.origin === request.nextUrl.origin) url.pathname = localePath(url.pathname, locale)
    moved = NextResponse.redirect(url, answer.status)
  } else {
    return answer
  }
  for (const cookie of answer.cookies.getAll()) moved.cookies.set(cookie)
  return moved
}

/** An internal rewrite to `pathname`; the query has been carried into the path or is not read. */
function rewriteTo(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone()
  url.pathname = pathname
  url.search = ''
  return NextResponse.rewrite(url)
}

function isDocumentRequest(request: NextRequest): boolean {
  return (request.method === 'GET' || request.method === 'HEAD') && !isRouterRequest(request)
}

/** A request of Next's client router (navigation or prefetch) rather than for a document. */
function isRouterRequest(request: NextRequest): boolean {
  return request.headers.has('rsc') || request.headers.has('next-router-prefetch')
}

/**
 * Every page path except the internal ones: /api, /admin, Next's assets, the loopback endpoints (the proxy's, the CSP hosts) and
 * static files (an old `/page.html` can still be redirected). The legacy prefixes and the listing roots are inside
 * this set; marketing redirects need the rest. The home page `/` is listed apart (the pattern needs at least one
 * character after the slash) for the ad capture.
 */
export const config = {
  matcher: [
    '/',
    '/((?!api/|api$|admin|_next/|redirect-rules|vehicle-status/|csp-hosts|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|txt|xml|json|woff2?)$).+)',
    // No static file lives under /es; unseen by the proxy, `/es/x.js` would be stored as a page by the Spanish catch-all.
    '/es/(.*)',
  ],
}
