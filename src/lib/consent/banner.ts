/**
 * What the cookie banner does when a page starts and after a choice, from the store's
 * settings and the visitor's two consent cookies. Pure: the banner component only carries out the plan.
 */
import {
  autoGrant,
  bannerActions,
  categoriesForAction,
  CONSENT_DISPLAYS,
  isBannerVisible,
  parseAllowedCategories,
  type BannerAction,
  type ConsentDisplay,
  type ConsentTier,
  type CookieCategory,
} from './tiers'

/** The visitor's consent cookies (allowCookies, displayCookies). */
export const CONSENT_COOKIES = { allowed: 'allowCookies', display: 'displayCookies' } as const

/** After a choice the banner fades, and 500 ms later the consent is saved. */
export const BANNER_SAVE_DELAY_MS = 500

export interface ConsentStartInput {
  tier: ConsentTier
  /** The store's display setting (cookie-consent global), empty when the tier decides. */
  setting: ConsentDisplay | null
  /** The visitor's cookies by name (only the two consent cookies are read). */
  cookies: Record<string, string | undefined>
  pathname: string
}

export interface ConsentStartPlan {
  /** The categories in force once the start rules ran. */
  allowed: CookieCategory[]
  /** Categories to save at once (tier 0 or 1 with consent not yet complete), or null to save nothing. */
  grant: CookieCategory[] | null
  /** Whether the banner shows on this page. */
  visible: boolean
  /** Its buttons (empty at tier 0). */
  actions: BannerAction[]
}

/** Reads the visitor's persisted display state; anything unknown counts as none. */
export function parseDisplay(value: string | undefined): ConsentDisplay | null {
  return CONSENT_DISPLAYS.find((display) => display === value) ?? null
}

/** The start of a page: what is granted automatically, and whether and with which buttons the banner shows. */
export function consentStartPlan({ tier, setting, cookies, pathname }: ConsentStartInput): ConsentStartPlan {
  const stored = parseAllowedCategories(cookies[CONSENT_COOKIES.allowed])
  const grant = autoGrant(tier, stored)
  const visitor = parseDisplay(cookies[CONSENT_COOKIES.display])
  return {
    allowed: grant ?? stored,
    grant,
    visible: isBannerVisible({ tier, setting, visitor, pathname }),
    actions: bannerActions(tier),
  }
}

export interface ConsentChoice {
  allowed: CookieCategory[]
  /** A choice always hides the banner for good (until the visitor reopens the settings). */
  display: 'hide'
}

/** What a banner button or the settings dialog's save stores; essential is always kept. */
export function consentChoice(action: BannerAction, chosen: readonly string[] = []): ConsentChoice {
  return { allowed: categoriesForAction(action, chosen), display: 'hide' }
}

/** The footer's "Cookie settings" link exists where consent is a choice: tiers 2 and 3 (below, all is granted). */
export function offersCookieSettings(tier: ConsentTier): boolean {
  return tier >= 2
}
