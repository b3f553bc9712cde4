import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { CONSENT_TEXTS, type ConsentTexts } from '@/lib/consent/texts'
import { parseTier, type ConsentDisplay, type ConsentTier } from '@/lib/consent/tiers'
import type { CookieConsent } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** What the cookie banner needs of the store's settings: the same for every visitor, so pages stay cached. */
export type ConsentSettings = {
  tier: ConsentTier
  display: ConsentDisplay | null
  bgLocked: boolean
  texts: ConsentTexts
}

/** The cookie-consent global (tier, display, background lock, English texts), cached under its tag. */
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

/** The global as the banner uses it; a blank text falls back to the built-in English one. */
export function toConsentSettings(doc: Pick<CookieConsent, 'tier' | 'display' | 'bg_locked' | 'texts'>): ConsentSettings {
  const fallback = CONSENT_TEXTS.en
  const en = doc.texts?.en
  const text = (value: string | null | undefined, otherwise: string) => (value?.trim() ? value : otherwise)
  return {
    tier: parseTier(doc.tier),
    display: doc.display ?? null,
    bgLocked: Boolean(doc.bg_locked),
    texts: {
      title: text(en?.title, fallback.title),
      description: text(en?.description, fallback.description),
      acceptAll: text(en?.acceptAll, fallback.acceptAll),
      customize: text(en?.customize, fallback.customize),
      deny: text(en?.deny, fallback.deny),
      close: text(en?.close, fallback.close),
      save: text(en?.save, fallback.save),
      labels: {
        essential: text(en?.labels?.essential, fallback.labels.essential),
        functional: text(en?.labels?.functional, fallback.labels.functional),
        analytics: text(en?.labels?.analytics, fallback.labels.analytics),
        targeting: text(en?.labels?.targeting, fallback.labels.targeting),
      },
    },
  }
}
