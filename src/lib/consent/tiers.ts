/**
 * Cookie-consent rules, pure so the banner, the tracking gates and the tests share
 * them. Tier 0 hides the banner and auto-accepts; 1 offers only close-and-continue (accepts all); 2 and 3
 * require consent with customize and accept all; 3 also offers deny (everything but targeting).
 */

export const COOKIE_CATEGORIES = ['essential', 'functional', 'analytics', 'targeting'] as const
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number]

export const CONSENT_TIERS = [0, 1, 2, 3] as const
export type ConsentTier = (typeof CONSENT_TIERS)[number]

export const CONSENT_DISPLAYS = ['show', 'hide', 'force'] as const
export type ConsentDisplay = (typeof CONSENT_DISPLAYS)[number]

export type BannerAction = 'close' | 'customize' | 'acceptAll' | 'deny'

/** Consent is required (tier 2) unless the store opts for a lighter or stricter banner. */
export const DEFAULT_TIER: ConsentTier = 2

const DENY_CATEGORIES: readonly CookieCategory[] = ['essential', 'functional', 'analytics']

/** Reads the tier from the global's select ('0'..'3') or a number; anything else falls back to DEFAULT_TIER. */
export function parseTier(value: unknown): ConsentTier {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return CONSENT_TIERS.find((t) => t === n) ?? DEFAULT_TIER
}

/** True for one of the four consent categories. */
export function isCookieCategory(value: string): value is CookieCategory {
  return (COOKIE_CATEGORIES as readonly string[]).includes(value)
}

/** Parses the stored comma-separated allowed list; unknown names and duplicates are dropped, order canonical. */
export function parseAllowedCategories(value: string | null | undefined): CookieCategory[] {
  if (!value) return []
  const names = new Set(value.split(',').map((s) => s.trim().toLowerCase()))
  return COOKIE_CATEGORIES.filter((c) => names.has(c))
}

/** Serialises categories in canonical order as the comma-separated cookie value. */
export function serializeAllowedCategories(categories: readonly string[]): string {
  return COOKIE_CATEGORIES.filter((c) => categories.includes(c)).join(',')
}

/** True when every category is already granted. */
export function hasAllCategories(allowed: readonly CookieCategory[]): boolean {
  return COOKIE_CATEGORIES.every((c) => allowed.includes(c))
}

/** Buttons the banner offers for a tier; tier 0 shows no banner at all. */
export function bannerActions(tier: ConsentTier): BannerAction[] {
  if (tier === 0) return []
  if (tier === 1) return ['close']
  if (tier === 2) return ['customize', 'acceptAll']
  return ['customize', 'acceptAll', 'deny']
}

/**
 * Categories granted by a banner choice. Essential cookies cannot be refused, so a customised choice
 * always includes them.
 */
export function categoriesForAction(action: BannerAction, chosen: readonly string[] = []): CookieCategory[] {
  if (action === 'close' || action === 'acceptAll') return [...COOKIE_CATEGORIES]
  if (action === 'deny') return [...DENY_CATEGORIES]
  return COOKIE_CATEGORIES.filter((c) => c === 'essential' || chosen.includes(c))
}

/** Below tier 2 every category is granted at start unless it already is; returns the grant, or null. */
export function autoGrant(tier: ConsentTier, allowed: readonly CookieCategory[]): CookieCategory[] | null {
  if (tier >= 2 || hasAllCategories(allowed)) return null
  return [...COOKIE_CATEGORIES]
}

/** Whether a category may be used: essential always; at tier 1 or lower everything; otherwise only if listed. */
export function isCategoryAllowed(
  category: CookieCategory,
  tier: ConsentTier,
  allowed: readonly CookieCategory[],
): boolean {
  return category === 'essential' || tier <= 1 || allowed.includes(category)
}

/** Functional cookies (checked before the advertising pixel) are allowed at tier 1 or lower or when listed. */
export function isFunctionalAllowed(tier: ConsentTier, allowed: readonly CookieCategory[]): boolean {
  return isCategoryAllowed('functional', tier, allowed)
}

/** Above tier 1 the social-advertising pixel's consent is revoked at start when functional is not allowed. */
export function shouldRevokePixelConsent(
  tier: ConsentTier,
  allowed: readonly CookieCategory[],
  hasPixel: boolean,
): boolean {
  return tier > 1 && hasPixel && !isFunctionalAllowed(tier, allowed)
}

/** Initial display state when none is set: show when the tier is above 0, otherwise hide. */
export function resolveDisplay(display: ConsentDisplay | null | undefined, tier: ConsentTier): ConsentDisplay {
  return display ?? (tier > 0 ? 'show' : 'hide')
}

export interface BannerVisibilityInput {
  tier: ConsentTier
  /** The store's display setting (cookie-consent global). */
  setting?: ConsentDisplay | null
  /** The visitor's persisted display state; becomes 'hide' once they chose. */
  visitor?: ConsentDisplay | null
  pathname: string
}

/**
 * Whether the banner renders: never at tier 0 (auto-accepted); 'force' shows everywhere, 'hide' nowhere,
 * 'show' on every route except those under /legal (so the cookie policy stays readable).
 */
export function isBannerVisible({ tier, setting, visitor, pathname }: BannerVisibilityInput): boolean {
  if (tier === 0) return false
  const display = resolveDisplay(visitor ?? setting, tier)
  if (display === 'force') return true
  if (display === 'hide') return false
  return !(pathname === '/legal' || pathname.startsWith('/legal/'))
}
