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
 *
 * Under 640px a phone has no room for all of it in one row, so it takes two: the brand alone (the name on one
 * line), then a toolbar with favourites, the language switch, click-to-call and the menu. Only the toolbar stays
 * pinned while the page scrolls (the header sticks 3.5rem above the top, the brand row's height), keeping the menu
 * and the call button in reach without giving a third of a small screen to the header. From 640px it is one row.
 */
export async function SiteHeader({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const [menus, store] = await Promise.all([getSiteMenus(locale), getStoreContact()])
  const phone = store.phones.sales ?? store.phones.main
  return (
    <header className="sticky -top-14 z-40 border-b border-line bg-white sm:top-0">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center px-4 sm:h-16 sm:flex-nowrap sm:gap-4">
        <div className="flex h-14 w-full min-w-0 items-center sm:h-auto sm:w-auto">
          <BrandLink name={store.name ?? t('site.brandFallback', locale)} href={localePath('/', locale)} />
        </div>
        {menus.header.length > 0 && <DesktopNav items={menus.header} label={t('site.header.mainNav', locale)} locale={locale} />}
        <div className="flex w-full items-center gap-1 border-t border-line sm:ml-auto sm:w-auto sm:border-0">
          <FavoritesLink />
          <LanguageSwitch
            labels={{
              target: t(`site.language.${locale === 'es' ? 'en' : 'es'}`, locale),
              switchTo: t('site.language.switchTo', locale),
            }}
          />
          {phone && <PhoneLink phone={phone} label={t('site.header.callSales', locale)} compact />}
          {menus.header.length > 0 && (
            <MobileMenu
              items={menus.header}
              labels={{ menu: t('site.header.menu', locale), mainNav: t('site.header.mainNav', locale) }}
            />
          )}
        </div>
      </div>
    </header>
  )
}
