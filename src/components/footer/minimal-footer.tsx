import { offersCookieSettings } from '@/lib/consent/banner'
import { getCurrentYear } from '@/lib/data/clock'
import { getConsentSettings } from '@/lib/data/cookie-consent'
import { getSiteMenus } from '@/lib/data/navigation'
import { getStoreContact } from '@/lib/data/store-settings'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { FooterLine } from './footer-line'

/** Minimal-layout footer: only the footer line (legal and contact links). */
export async function MinimalFooter({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const [menus, store, year, consent] = await Promise.all([
    getSiteMenus(locale),
    getStoreContact(),
    getCurrentYear(),
    getConsentSettings(),
  ])
  return (
    <footer className="mt-12 border-t border-line bg-surface">
      <div className="mx-auto max-w-3xl px-4 py-4">
        <FooterLine
          links={menus.footerLine}
          owner={store.legalName ?? store.name}
          year={year}
          cookieSettings={offersCookieSettings(consent.tier)}
          locale={locale}
        />
      </div>
    </footer>
  )
}
