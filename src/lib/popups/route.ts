/**
 * The route name and params of a public path, as the popups' page rules name pages (by name, path or
 * regex). The popup host sits in the site's root layout and sees only the browser's path, so the
 * names of the main routes are read from it here. Pure: no Next, no Payload.
 */
import { parseVehiclePath } from '@/lib/inventory/vehicle-path'
import { parseListingRoot } from '@/lib/inventory/segments'

import type { PopupPage } from './page-match'

/** Where article pages live besides /car-research/{slug} (the section aliases: /staff-reviews, /news, …). */
const ARTICLE_SECTIONS = ['staff-reviews', 'car-advice-education', 'faqs', 'news', 'community-outreach', 'faqs-okd']

/** Fixed routes: exact path → name. */
const EXACT: Readonly<Record<string, string>> = {
  '/': 'home',
  '/contact-us': 'contact',
  '/auto-financing': 'auto-financing',
  '/auto-financing/apply-for-financing': 'apply-for-financing',
  '/auto-financing/free-credit-score-pre-approval': 'free-credit-score',
  '/auto-financing/full-credit-application': 'full-credit-application',
  '/car-research/search': 'car-research-search',
  '/car-research/body-styles': 'body-style-guide',
  '/sell-trade-my-car': 'sell-trade',
  '/sell-trade-my-car/your-vehicle': 'sell-trade-vehicle',
  '/service': 'service',
  '/service/schedule': 'service-schedule',
  '/our-company': 'our-company',
  '/our-company/careers': 'careers',
  '/our-company/meet-our-team': 'meet-our-team',
  '/vehicle-protection-plans': 'vehicle-protection-plans',
  '/help-center': 'help-center',
  '/car-research': 'car-research',
}

/** Every route name this module gives, for the admin's help text and the README. */
export const ROUTE_NAMES = [
  ...new Set([
    ...Object.values(EXACT),
    'inventory',
    'vehicle-detail',
    'article',
    'financing-page',
    'help-center',
    'special-offers',
    'staff-member',
    'legal',
    'page',
  ]),
]

function prefixed(segments: string[]): Pick<PopupPage, 'name' | 'params'> | null {
  const [first, second, third] = segments
  const listing = parseListingRoot(first)
  if (listing) {
    const condition: Record<string, string> = listing.condition ? { condition: listing.condition } : {}
    const vehicle = segments.length === 2 ? parseVehiclePath(first, second) : null
    if (!vehicle) return { name: 'inventory', params: condition }
    const year: Record<string, string> = vehicle.year === null ? {} : { year: String(vehicle.year) }
    return { name: 'vehicle-detail', params: { condition: vehicle.condition, ...year, vin: vehicle.vin } }
  }
  if (first === 'car-research' && (second === 'topic' || second === 'page')) return { name: 'car-research', params: {} }
  if ((first === 'car-research' || ARTICLE_SECTIONS.includes(first)) && second && !third) {
    return { name: 'article', params: { slug: second } }
  }
  if (first === 'auto-financing' && second && !third) return { name: 'financing-page', params: { slug: second } }
  if (first === 'help-center' && second) return { name: 'help-center', params: { category: second } }
  if (first === 'special-offers') {
    const params: Record<string, string> = {}
    if (second) params.type = second
    if (third) params.id = third
    return { name: 'special-offers', params }
  }
  if (first === 'our-company' && second === 'meet-our-team' && third) return { name: 'staff-member', params: { slug: third } }
  if (first === 'legal' && second) return { name: 'legal', params: { page: second } }
  return null
}

/**
 * The popup page of a browser path: its route name (home, inventory, vehicle-detail, article, contact…; 'page'
 * for anything else), the params that tell its items apart (a vehicle page's condition, year and vin; an
 * article's slug) and the path. A leading /es (a Spanish copy of a page) names the same route.
 */
export function popupPageOf(pathname: string): PopupPage {
  const path = pathname.split(/[?#]/)[0] || '/'
  const bare = path.toLowerCase().replace(/\/+$/, '').replace(/^\/es(?=\/|$)/, '') || '/'
  const exact = EXACT[bare]
  if (exact) return { name: exact, path, params: {} }
  const segments = bare.split('/').filter(Boolean)
  const routed = prefixed(segments)
  return routed ? { ...routed, path } : { name: 'page', path, params: {} }
}
