import { PhoneLink } from '@/components/header/phone-link'
import { CmsLink } from '@/components/links/cms-link'
import { offersCookieSettings } from '@/lib/consent/banner'
import { getCurrentYear } from '@/lib/data/clock'
import { getConsentSettings } from '@/lib/data/cookie-consent'
import { getSiteMenus } from '@/lib/data/navigation'
import { getStoreContact } from '@/lib/data/store-settings'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { FooterLine } from './footer-line'

/** Default-layout footer: the CMS link groups, the store's address and phones, and the footer line. */
export async function SiteFooter({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const [menus, store, year, consent] = await Promise.all([
    getSiteMenus(locale),
    getStoreContact(),
    getCurrentYear(),
    getConsentSettings(),
  ])
  const hasContact = store.addressLines.length > 0 || Boolean(store.phones.sales || store.phones.service)
  return (
    <footer className="mt-16 border-t border-line bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
          {hasContact && (
            <section aria-labelledby="footer-store" className="lg:col-span-1">
              <h2 id="footer-store" className="text-sm font-bold text-ink-900">
                {store.name ?? t('site.footer.visitUs', locale)}
              </h2>
              {store.addressLines.length > 0 && (
                <address className="mt-3 text-sm not-italic leading-6 text-ink-600">
                  {store.addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              )}
              <ul className="mt-2 space-y-1 text-sm">
                {store.phones.sales && <FooterPhone label={t('site.footer.sales', locale)} phone={store.phones.sales} call={t('site.header.call', locale)} />}
                {store.phones.service && <FooterPhone label={t('site.footer.service', locale)} phone={store.phones.service} call={t('site.header.call', locale)} />}
              </ul>
            </section>
          )}
          {menus.footer.length > 0 && (
            <nav
              aria-label={t('site.footer.nav', locale)}
              className="grid grid-cols-2 gap-x-4 gap-y-8 sm:col-span-2 sm:grid-cols-3 lg:col-span-5 lg:grid-cols-5"
            >
              {menus.footer.map((group, index) => (
                <section key={group.title} aria-labelledby={`footer-group-${index}`}>
                  <h2 id={`footer-group-${index}`} className="text-sm font-bold text-ink-900">
                    {group.title}
                  </h2>
                  <ul className="mt-2">
                    {group.links.map((link) => (
                      <li key={`${link.label}-${link.url}`}>
                        <CmsLink
                          link={link}
                          locale={locale}
                          className="inline-flex min-h-11 min-w-11 items-center text-sm text-ink-600 hover:text-brand-800 hover:underline sm:min-h-9"
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </nav>
          )}
        </div>
        <div className="mt-10 border-t border-line pt-6">
          <FooterLine
            links={menus.footerLine}
            owner={store.legalName ?? store.name}
            year={year}
            cookieSettings={offersCookieSettings(consent.tier)}
            locale={locale}
          />
        </div>
      </div>
    </footer>
  )
}

/** `call` is the link's screen-reader prefix in the page's language ("Call" / "Llamar"). */
function FooterPhone({ label, phone, call }: { label: string; phone: string; call: string }) {
  return (
    <li className="flex flex-wrap items-center gap-x-1 text-ink-600">
      <span>{label}</span>
      <PhoneLink phone={phone} label={call} />
    </li>
  )
}
