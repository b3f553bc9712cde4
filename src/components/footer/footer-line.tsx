import { CookieSettingsLink } from '@/components/consent/cookie-settings-button.client'
import { CmsLink } from '@/components/links/cms-link'
import type { MenuLink } from '@/lib/data/navigation'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

type FooterLineProps = {
  links: MenuLink[]
  owner: string | null
  year: number
  /** Adds the "Cookie settings" link (consent tiers 2 and 3). */
  cookieSettings?: boolean
  locale?: Locale
}

const LINK = 'inline-flex min-h-11 min-w-11 items-center rounded px-2 underline-offset-4 hover:text-brand-800 hover:underline'

/** The bottom strip: copyright, the footer-line links (contact, privacy, terms, cookies) and cookie settings. */
export function FooterLine({ links, owner, year, cookieSettings = false, locale = DEFAULT_LOCALE }: FooterLineProps) {
  return (
    <div className="flex flex-col gap-3 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
      <p>{`© ${year}${owner ? ` ${owner.replace(/\.$/, '')}` : ''}. ${t('site.footer.rights', locale)}`}</p>
      {(links.length > 0 || cookieSettings) && (
        <nav aria-label={t('site.footer.legalNav', locale)}>
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <CmsLink link={link} className={LINK} locale={locale} />
              </li>
            ))}
            {cookieSettings && (
              <li>
                <CookieSettingsLink className={LINK} />
              </li>
            )}
          </ul>
        </nav>
      )}
    </div>
  )
}
