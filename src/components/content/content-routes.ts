/**
 * The CMS content routes (SPEC section 2): each shows the `pages` document whose slug is its path without the
 * leading slash, with a default title and description for when the document's SEO fields are empty, and the
 * parents of its breadcrumb trail. Pure, so the seed, the routes and the tests share one table.
 */
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
    title: 'Auto financing',
    description: 'Get pre-approved for a car loan online in minutes with no impact on your credit score.',
  },
  betterThanBuyHerePayHere: {
    path: '/auto-financing/better-than-buy-here-pay-here',
    title: 'Better than buy here pay here',
    description: 'Real bank and credit-union financing that reports to the credit bureaus, even with past credit trouble.',
    parents: [FINANCING],
  },
  badCreditAutoFinancing: {
    path: '/auto-financing/bad-credit-auto-financing',
    title: 'Bad credit auto financing',
    description: 'Car loans for bad credit, no credit and past bankruptcy, with a pre-approval that does not hurt your score.',
    parents: [FINANCING],
  },
  ourCompany: {
    path: '/our-company',
    title: 'Our company',
    description: 'Who we are: our story, our locations across northern Illinois and Indiana, and the people who lead us.',
  },
  service: {
    path: '/service',
    title: 'Service center',
    description: 'Maintenance and repairs by certified technicians, with a lifetime parts and labor warranty.',
  },
  vehicleProtectionPlans: {
    path: '/vehicle-protection-plans',
    title: 'Vehicle protection plans',
    description: 'Extended service contracts, GAP coverage and more to protect your car and your budget.',
  },
  cookiePolicy: {
    path: '/legal/cookie-policy',
    title: 'Cookie policy',
    description: 'Which cookies this website sets, why, and how to change your cookie choices.',
  },
  privacyPolicy: {
    path: '/legal/privacy-policy',
    title: 'Privacy policy',
    description: 'What personal information we collect, how we use and share it, and the choices you have.',
  },
  termsOfSale: {
    path: '/legal/terms-of-sale',
    title: 'Terms of sale',
    description: 'The terms that apply when you buy a vehicle from us, including pricing, deposits and warranties.',
  },
  electronicSignatureDisclosure: {
    path: '/legal/electronic-signature-disclosure',
    title: 'Electronic signature disclosure',
    description: 'Your consent to receive documents and sign electronically, and how to withdraw it.',
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
