import { bannerSettings, getConsentSettings } from '@/lib/data/cookie-consent'
import type { Locale } from '@/lib/i18n/locales'

import { CookieConsent } from './cookie-consent.client'

/**
 * The cookie banner with the store's settings (cached under the cookie-consent tag, one copy for everyone) and the
 * texts of the root layout's language, so a page carries only its own language's texts.
 */
export async function ConsentSlot({ locale }: { locale: Locale }) {
  const settings = await getConsentSettings()
  return <CookieConsent settings={bannerSettings(settings, locale)} />
}
