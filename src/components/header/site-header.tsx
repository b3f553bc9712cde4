import { FavoritesLink } from '@/components/favorites/favorites-link.client'
import { LanguageSwitch } from '@/components/i18n/language-switch.client'
import { getSiteMenus } from '@/lib/data/navigation'
import { getStoreContact } from '@/lib/data/store-settings'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

import { BrandLink } from './brand-link'
import { DesktopNav } from './desktop-nav'
import { MobileMenu } from './mobile-menu.client'
import { PhoneLink } from './phone-link'

/**
 * Default-layout header: brand, the CMS header menu (desktop list or mobile disclosure), the language switch and
 * click-to-call.
 */
export async function SiteHeader({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const [menus, store] = await Promise.all([getSiteMenus(locale), getStoreContact()])
  const phone = store.phones.sales ?? store.phones.main
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <BrandLink name={store.name ?? t('site.brandFallback', locale)} href={localePath('/', locale)} />
        {menus.header.length > 0 && <DesktopNav items={menus.header} label={t('site.header.mainNav', locale)} locale={locale} />}
        <div className="ml-auto flex items-center gap-1">
          <FavoritesLink />
          <LanguageSwitch />
          {phone && <PhoneLink phone={phone} label={t('site.header.callSales', locale)} compact />}
          {menus.header.length > 0 && <MobileMenu items={menus.header} />}
        </div>
      </div>
    </header>
  )
}
