/**
 * The proxy's internal not-found path. No English route answers it, so Next's global 404 page does; under `/es` the
 * Spanish not-found catch-all renders the Spanish 404 page for it (src/app/(es)/es/(default)/[...missing]).
 */
export const NOT_FOUND_PATH = '/__page-switched-off'

/**
 * The routes under `src/app/(es)/es/` (route groups left out, the not-found catch-all `[...missing]` too), as
 * English paths: `/legal/[slug]` answers `/es/legal/<slug>`. The proxy sends every other `/es/…` address to one
 * internal not-found path (src/proxy.ts), which the Spanish catch-all renders as the Spanish 404 page: every
 * made-up address then shares one stored page, instead of the catch-all storing one ISR entry per address a
 * crawler invents. tests/int/i18n-spanish-routes.int.spec.ts compares this list with the route files, so a new
 * Spanish route must be added here, or its pages would answer 404.
 */
export const SPANISH_ROUTES: readonly string[] = [
  '/auto-financing/[[...segments]]',
  '/auto-financing/apply-for-financing',
  '/auto-financing/free-credit-score-pre-approval',
  '/auto-financing/full-credit-application',
  '/car-advice-education/[slug]',
  '/car-research',
  '/car-research/[slug]',
  '/car-research/body-styles',
  '/car-research/page/[page]',
  '/car-research/search',
  '/car-research/topic/[category]',
  '/car-research/topic/[category]/page/[page]',
  '/cars-for-sale/[[...segments]]',
  '/certified-cars-for-sale/[[...segments]]',
  '/community-outreach/[slug]',
  '/compare',
  '/contact-us',
  '/faqs-okd/[slug]',
  '/faqs/[slug]',
  '/favorites',
  '/help-center',
  '/help-center/[category]',
  '/legal/[slug]',
  '/live-listing/[root]/[[...segments]]',
  '/new-cars-for-sale/[[...segments]]',
  '/news/[slug]',
  '/our-company/[[...rest]]',
  '/our-company/careers',
  '/our-company/meet-our-team',
  '/our-company/meet-our-team/[slug]',
  '/sell-trade-my-car',
  '/sell-trade-my-car/your-vehicle',
  '/service/[[...rest]]',
  '/service/schedule/[[...rest]]',
  '/site-home/[[...rest]]',
  '/special-offers/[[...segments]]',
  '/staff-reviews/[slug]',
  '/used-cars-for-sale/[[...segments]]',
  '/vehicle-protection-plans/[[...rest]]',
]

/** A route's segments against a path's (Next's rules: `[x]` one segment, `[...x]` one or more, `[[...x]]` any). */
function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  const [head, ...rest] = pattern
  if (head === undefined) return segments.length === 0
  if (head.startsWith('[[...')) return true
  if (head.startsWith('[...')) return segments.length > 0
  if (segments.length === 0) return false
  if (!head.startsWith('[') && head !== segments[0]) return false
  return matches(rest, segments.slice(1))
}

const PATTERNS = SPANISH_ROUTES.map((route) => route.split('/').filter(Boolean))

/**
 * Whether a Spanish page's English path (`/es/x/y` → `/x/y`) is answered by a Spanish route other than the
 * not-found catch-all. `/` is not: the proxy rewrites the home page to `/site-home` before asking.
 */
export function isSpanishRoute(englishPath: string): boolean {
  const segments = englishPath.split('/').filter(Boolean)
  return PATTERNS.some((pattern) => matches(pattern, segments))
}
