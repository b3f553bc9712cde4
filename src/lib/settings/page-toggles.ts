/**
 * The per-page on/off table: which routes each page-toggles checkbox governs and its
 * default. Pure, so the page-toggles global, the route guard and the sitemap read the same table.
 */

export interface PageToggleEntry {
  label: string
  /** Route prefixes, matched on whole path segments ('/service' governs '/service' and '/service/x'). */
  prefixes: readonly string[]
  /** Extra matcher for routes a prefix cannot express (the /{condition}-cars-for-sale aliases). */
  pattern?: RegExp
  defaultValue: boolean
}

const ARTICLE_SECTIONS = ['/staff-reviews', '/car-advice-education', '/faqs', '/news', '/community-outreach']

/** One entry a page. The home page is not listed: it is the fallback every disabled page links back to. */
export const PAGE_TOGGLES = {
  autoFinancing: { label: 'Auto financing', prefixes: ['/auto-financing'], defaultValue: true },
  applyForFinancing: {
    label: 'Apply for financing (pre-approval)',
    prefixes: ['/auto-financing/apply-for-financing'],
    defaultValue: true,
  },
  freeCreditScore: {
    label: 'Free credit score pre-approval',
    prefixes: ['/auto-financing/free-credit-score-pre-approval'],
    defaultValue: true,
  },
  fullCreditApplication: {
    label: 'Full credit application',
    prefixes: ['/auto-financing/full-credit-application'],
    defaultValue: true,
  },
  betterThanBuyHerePayHere: {
    label: 'Better than buy here pay here',
    prefixes: ['/auto-financing/better-than-buy-here-pay-here'],
    defaultValue: false,
  },
  badCreditAutoFinancing: {
    label: 'Bad credit auto financing',
    prefixes: ['/auto-financing/bad-credit-auto-financing'],
    defaultValue: false,
  },
  inventory: {
    label: 'Inventory search and vehicle pages',
    prefixes: ['/cars-for-sale'],
    pattern: /^\/(?:new|used|certified)-cars-for-sale(?:\/|$)/,
    defaultValue: true,
  },
  carResearch: {
    label: 'Car research articles',
    prefixes: ['/car-research', '/faqs-okd', ...ARTICLE_SECTIONS],
    defaultValue: true,
  },
  helpCenter: { label: 'Help center', prefixes: ['/help-center'], defaultValue: true },
  contactUs: { label: 'Contact us', prefixes: ['/contact-us'], defaultValue: true },
  ourCompany: { label: 'Our company', prefixes: ['/our-company'], defaultValue: true },
  careers: { label: 'Careers', prefixes: ['/our-company/careers'], defaultValue: true },
  meetOurTeam: { label: 'Meet our team', prefixes: ['/our-company/meet-our-team'], defaultValue: true },
  sellTrade: { label: 'Sell or trade my car', prefixes: ['/sell-trade-my-car'], defaultValue: true },
  service: { label: 'Service center', prefixes: ['/service'], defaultValue: true },
  serviceSchedule: { label: 'Service scheduling', prefixes: ['/service/schedule'], defaultValue: false },
  specialOffers: { label: 'Special offers', prefixes: ['/special-offers'], defaultValue: false },
  vehicleProtectionPlans: {
    label: 'Vehicle protection plans',
    prefixes: ['/vehicle-protection-plans'],
    defaultValue: true,
  },
  cookiePolicy: { label: 'Cookie policy', prefixes: ['/legal/cookie-policy'], defaultValue: true },
  privacyPolicy: { label: 'Privacy policy', prefixes: ['/legal/privacy-policy'], defaultValue: true },
  termsOfSale: { label: 'Terms of sale', prefixes: ['/legal/terms-of-sale'], defaultValue: true },
  electronicSignatureDisclosure: {
    label: 'Electronic signature disclosure',
    prefixes: ['/legal/electronic-signature-disclosure'],
    defaultValue: true,
  },
} as const satisfies Record<string, PageToggleEntry>

export type PageToggleKey = keyof typeof PAGE_TOGGLES
export const PAGE_TOGGLE_KEYS = Object.keys(PAGE_TOGGLES) as PageToggleKey[]

/** Not a page: picks the default layout for apply-for-financing when on, the minimal layout when off. */
export const PRE_APPROVED_DEFAULT = true

export type PageToggleValues = Partial<Record<PageToggleKey, boolean | null>>

/** Lowercases and drops the query, hash and trailing slash so '/Service/' and '/service?x=1' match alike. */
function normalize(pathname: string): string {
  const path = pathname.split(/[?#]/)[0].toLowerCase().replace(/\/+$/, '')
  return path.startsWith('/') ? path : `/${path}`
}

function prefixMatchLength(path: string, entry: PageToggleEntry): number {
  let best = entry.pattern?.test(path) ? 1 : 0
  for (const prefix of entry.prefixes) {
    if ((path === prefix || path.startsWith(`${prefix}/`)) && prefix.length > best) best = prefix.length
  }
  return best
}

/** The toggle governing a path: the entry with the longest matching prefix, or null when none governs it. */
export function toggleForPath(pathname: string): PageToggleKey | null {
  const path = normalize(pathname)
  let found: PageToggleKey | null = null
  let bestLength = 0
  for (const key of PAGE_TOGGLE_KEYS) {
    const length = prefixMatchLength(path, PAGE_TOGGLES[key])
    if (length > bestLength) {
      found = key
      bestLength = length
    }
  }
  return found
}

/** Whether a page is switched on; unset toggles take the table's default, ungoverned paths are always on. */
export function isPageEnabled(toggles: PageToggleValues | null | undefined, pathname: string): boolean {
  const key = toggleForPath(pathname)
  if (!key) return true
  return toggles?.[key] ?? PAGE_TOGGLES[key].defaultValue
}

/** Every toggle at its default, for the seed and as a fallback when the global cannot be read. */
export function defaultPageToggles(): Record<PageToggleKey, boolean> & { preApproved: boolean } {
  const values = Object.fromEntries(PAGE_TOGGLE_KEYS.map((k) => [k, PAGE_TOGGLES[k].defaultValue]))
  return { ...(values as Record<PageToggleKey, boolean>), preApproved: PRE_APPROVED_DEFAULT }
}
