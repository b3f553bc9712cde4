/**
 * The CMS content routes: each shows the `pages` document whose slug is its path without the
 * leading slash, with a default title and description for when the document's SEO fields are empty, and the
 * parents of its breadcrumb trail. Pure, so the seed, the routes and the tests share one table.
 */
import { t } from '@/lib/i18n'
import { enContent } from '@/lib/i18n/en-content'
import type { Locale } from '@/lib/i18n/locales'
import type { Crumb } from '@/lib/structured-data/breadcrumbs'

export type ContentRoute = {
  path: string
  /** Used when the document has neither an SEO title nor a heading. */
  title: string
  /** Used when the document has no SEO description. */
  description: string
  /** The trail between Home and the page (deep pages only carry BreadcrumbList JSON-LD). */
  parents?: readonly Crumb[]
}

const FINANCING: Crumb = { name: 'Auto financing', path: '/auto-financing' }

export const CONTENT_ROUTES = {
  autoFinancing: {
    path: '/auto-financing',
    title: enContent.routeDefaults.autoFinancing.title,
    description: enContent.routeDefaults.autoFinancing.description,
  },
  betterThanBuyHerePayHere: {
    path: '/auto-financing/better-than-buy-here-pay-here',
    title: enContent.routeDefaults.betterThanBuyHerePayHere.title,
    description: enContent.routeDefaults.betterThanBuyHerePayHere.description,
    parents: [FINANCING],
  },
  badCreditAutoFinancing: {
    path: '/auto-financing/bad-credit-auto-financing',
    title: enContent.routeDefaults.badCreditAutoFinancing.title,
    description: enContent.routeDefaults.badCreditAutoFinancing.description,
    parents: [FINANCING],
  },
  ourCompany: {
    path: '/our-company',
    title: enContent.routeDefaults.ourCompany.title,
    description: enContent.routeDefaults.ourCompany.description,
  },
  service: {
    path: '/service',
    title: enContent.routeDefaults.service.title,
    description: enContent.routeDefaults.service.description,
  },
  vehicleProtectionPlans: {
    path: '/vehicle-protection-plans',
    title: enContent.routeDefaults.vehicleProtectionPlans.title,
    description: enContent.routeDefaults.vehicleProtectionPlans.description,
  },
  cookiePolicy: {
    path: '/legal/cookie-policy',
    title: enContent.routeDefaults.cookiePolicy.title,
    description: enContent.routeDefaults.cookiePolicy.description,
  },
  privacyPolicy: {
    path: '/legal/privacy-policy',
    title: enContent.routeDefaults.privacyPolicy.title,
    description: enContent.routeDefaults.privacyPolicy.description,
  },
  termsOfSale: {
    path: '/legal/terms-of-sale',
    title: enContent.routeDefaults.termsOfSale.title,
    description: enContent.routeDefaults.termsOfSale.description,
  },
  electronicSignatureDisclosure: {
    path: '/legal/electronic-signature-disclosure',
    title: enContent.routeDefaults.electronicSignatureDisclosure.title,
    description: enContent.routeDefaults.electronicSignatureDisclosure.description,
  },
} as const satisfies Record<string, ContentRoute>

export type ContentRouteKey = keyof typeof CONTENT_ROUTES

/** The `pages` slug a route shows: its path without the leading slash. */
export function contentSlug(route: Pick<ContentRoute, 'path'>): string {
  return route.path.replace(/^\/+/, '')
}

/** The four legal pages, in footer order, by their last path segment. */
export const LEGAL_ROUTES = {
  'cookie-policy': CONTENT_ROUTES.cookiePolicy,
  'privacy-policy': CONTENT_ROUTES.privacyPolicy,
  'terms-of-sale': CONTENT_ROUTES.termsOfSale,
  'electronic-signature-disclosure': CONTENT_ROUTES.electronicSignatureDisclosure,
} as const

export type LegalSlug = keyof typeof LEGAL_ROUTES

/** The legal page a URL segment names, or null. */
export function legalRoute(segment: string | undefined): ContentRoute | null {
  return Object.entries(LEGAL_ROUTES).find(([key]) => key === segment)?.[1] ?? null
}

const routeKeyOf = (path: string): ContentRouteKey | undefined =>
  (Object.keys(CONTENT_ROUTES) as ContentRouteKey[]).find((name) => CONTENT_ROUTES[name].path === path)

/** A content route's default title and description in a language (`content.routeDefaults.*`). */
export function routeDefaults(route: Pick<ContentRoute, 'path' | 'title' | 'description'>, locale: Locale): { title: string; description: string } {
  const key = routeKeyOf(route.path)
  if (!key) return { title: route.title, description: route.description }
  return { title: t(`content.routeDefaults.${key}.title`, locale), description: t(`content.routeDefaults.${key}.description`, locale) }
}

/** The trail between Home and a route, each parent named by its route's default title in the page's language. */
export function routeParents(route: Pick<ContentRoute, 'parents'>, locale: Locale): Crumb[] {
  return (route.parents ?? []).map((crumb) => {
    const key = routeKeyOf(crumb.path)
    return key ? { ...crumb, name: t(`content.routeDefaults.${key}.title`, locale) } : crumb
  })
}
