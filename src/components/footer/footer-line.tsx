import { CookieSettingsLink } from '@/components/consent/cookie-settings-button.client'
import { CmsLink } from '@/components/links/cms-link'
import type { MenuLink } from '@/lib/data/navigation'

type FooterLineProps = {
  links: MenuLink[]
  owner: string | null
  year: number
  /** Adds the "Cookie settings" link (consent tiers 2 and 3). */
  cookieSettings?: boolean
}

const LINK = 'inline-flex min-h-11 items-center rounded px-2 underline-offset-4 hover:text-brand-800 hover:underline'

/** The bottom strip: copyright, the footer-line links (contact, privacy, terms, cookies) and cookie settings. */
export function FooterLine({ links, owner, year, cookieSettings = false }: FooterLineProps) {
  return (
    <div className="flex flex-col gap-3 text-sm text-ink-600 sm:flex-row sm:items-center sm:justify-between">
      <p>{`© ${year}${owner ? ` ${owner.replace(/\.$/, '')}` : ''}. All rights reserved.`}</p>
      {(links.length > 0 || cookieSettings) && (
        <nav aria-label="Legal and contact">
          <ul className="flex flex-wrap gap-x-1 gap-y-1">
            {links.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <CmsLink link={link} className={LINK} />
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
