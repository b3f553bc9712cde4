import { getConsentSettings } from '@/lib/data/cookie-consent'

import { CookieConsent } from './cookie-consent.client'

/** The cookie banner with the store's settings (cached under the cookie-consent tag, one copy for everyone). */
export async function ConsentSlot() {
  const settings = await getConsentSettings()
  return <CookieConsent settings={settings} />
}
