import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { CONSENT_TEXTS, type ConsentTexts } from '@/lib/consent/texts'
import { parseTier, type ConsentDisplay, type ConsentTier } from '@/lib/consent/tiers'
import type { Locale } from '@/lib/i18n/locales'
import type { CookieConsent } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** What the cookie banner needs of the store's settings: the same for every visitor, so pages stay cached. */
export type ConsentSettings = {
  tier: ConsentTier
  display: ConsentDisplay | null
  bgLocked: boolean
  texts: ConsentTexts
  /** The Spanish texts, shown on the Spanish site (`/es`). */
  spanishTexts: ConsentTexts
}

/** What the banner of a page gets: the settings with the texts of the page's language only. */
export type ConsentBannerSettings = Omit<ConsentSettings, 'spanishTexts'>

/** The banner's settings for a page in `locale`: Spanish pages get the Spanish texts, English pages the English. */
export function bannerSettings(settings: ConsentSettings, locale: Locale): ConsentBannerSettings {
  const { spanishTexts, texts, ...rest } = settings
  return { ...rest, texts: locale === 'es' ? spanishTexts : texts }
}

/** The cookie-consent global (tier, display, background lock, English and Spanish texts), cached under its tag. */
export async function getConsentSettings(): Promise<ConsentSettings> {
  await deferPastBuild()
  return readConsentSettings()
}

async function readConsentSettings(): Promise<ConsentSettings> {
  'use cache'
  cacheTag(TAGS.cookieConsent)
  cacheLife('days')
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'cookie-consent', depth: 0, overrideAccess: false })
  return toConsentSettings(doc)
}

/** The global as the banner uses it; a blank text falls back to the built-in one of its language. */
export function toConsentSettings(doc: Pick<CookieConsent, 'tier' | 'display' | 'bg_locked' | 'texts'>): ConsentSettings {
  return {
    tier: parseTier(doc.tier),
    display: doc.display ?? null,
    bgLocked: Boolean(doc.bg_locked),
    texts: textsOf(doc.texts?.en, CONSENT_TEXTS.en),
    spanishTexts: textsOf(doc.texts?.es, CONSENT_TEXTS.es),
  }
}

type StoredTexts = NonNullable<CookieConsent['texts']>['en']

function textsOf(stored: StoredTexts | undefined, fallback: ConsentTexts): ConsentTexts {
  const text = (value: string | null | undefined, otherwise: string) => (value?.trim() ? value : otherwise)
  return {
    title: text(stored?.title, fallback.title),
    description: text(stored?.description, fallback.description),
    acceptAll: text(stored?.acceptAll, fallback.acceptAll),
    customize: text(stored?.customize, fallback.customize),
    deny: text(stored?.deny, fallback.deny),
    close: text(stored?.close, fallback.close),
    save: text(stored?.save, fallback.save),
    labels: {
      essential: text(stored?.labels?.essential, fallback.labels.essential),
      functional: text(stored?.labels?.functional, fallback.labels.functional),
      analytics: text(stored?.labels?.analytics, fallback.labels.analytics),
      targeting: text(stored?.labels?.targeting, fallback.labels.targeting),
    },
  }
}
