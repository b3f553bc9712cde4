import { NextResponse, type NextRequest } from 'next/server'

import { legacyRedirect } from '@/lib/inventory/legacy-redirects'
import { proxyRules } from '@/lib/redirects/proxy-rules'
import { matchRedirect, redirectLocation } from '@/lib/redirects/rules'

/**
 * Request-time redirects before any page renders: the previous site's URLs (SPEC section 2, legacy redirects)
 * and the marketing redirects edited in the admin. The proxy cannot load Payload, so a legacy vehicle URL goes to
 * the VIN-only detail path and the detail route redirects once more to the current slug.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  // Our own loopback address: the Host header is the client's to choose, so it must not pick the rules' source.
  const port = process.env.PORT || request.nextUrl.port || '3000'
  const rules = await proxyRules(`http://127.0.0.1:${port}`)
  const legacy = legacyRedirect(pathname, search, rules.ctx)
  if (legacy) return NextResponse.redirect(new URL(legacy.location, request.url), legacy.status)
  const rule = matchRedirect(rules.redirects, pathname)
  if (rule) return NextResponse.redirect(new URL(redirectLocation(rule, search), request.url), rule.status)
  return NextResponse.next()
}

/**
 * Every page path except the hot and internal ones, so the proxy costs nothing where speed matters: the home page,
 * the listing and vehicle routes (`/cars-for-sale`, `/{condition}-cars-for-sale/…`, which answer their own 308s
 * and 404s), /api, /admin, Next's assets, the rules endpoint and static files (an old `/page.html` can still be
 * redirected). The legacy prefixes are inside this set; marketing redirects need the rest.
 */
export const config = {
  matcher: [
    '/((?!api/|api$|admin|_next/|redirect-rules|[^/]*cars-for-sale(?:/|$)|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|map|txt|xml|json|woff2?)$).+)',
  ],
}
