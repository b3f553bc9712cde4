import { CONSENT_TEXTS } from '@/lib/consent/texts'
import { DEFAULT_TIER, type ConsentTier } from '@/lib/consent/tiers'
import { defaultPageToggles } from '@/lib/settings/page-toggles'
import type { CookieConsent, PageToggle } from '@/payload-types'

const TIER_VALUES = { 0: '0', 1: '1', 2: '2', 3: '3' } as const satisfies Record<ConsentTier, CookieConsent['tier']>

/** Cookie banner defaults: the default tier, display left empty (decided by the tier rule), texts in en and es. */
export const COOKIE_CONSENT: Omit<CookieConsent, 'id' | 'createdAt' | 'updatedAt'> = {
  tier: TIER_VALUES[DEFAULT_TIER],
  bg_locked: false,
  texts: {
    en: { ...CONSENT_TEXTS.en, labels: { ...CONSENT_TEXTS.en.labels } },
    es: { ...CONSENT_TEXTS.es, labels: { ...CONSENT_TEXTS.es.labels } },
  },
}

/** Every page toggle at its default (special offers, service scheduling and two financing pages off). */
export const PAGE_TOGGLE_VALUES: Omit<PageToggle, 'id' | 'createdAt' | 'updatedAt'> = defaultPageToggles()
