import { CmsLink } from '@/components/links/cms-link'
import type { HeaderItem } from '@/lib/data/navigation'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { NavDropdown } from './nav-dropdown.client'

const topLinkClass =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800'

/** The header menu from 640px up: plain links and click-to-open submenus. */
export function DesktopNav({ items, label, locale = DEFAULT_LOCALE }: { items: HeaderItem[]; label: string; locale?: Locale }) {
  return (
    <nav aria-label={label} className="hidden sm:block">
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.label}>
            {item.children.length > 0 ? (
              <NavDropdown item={item} buttonClassName={topLinkClass} />
            ) : item.url ? (
              <CmsLink link={{ label: item.label, url: item.url, newTab: false }} className={topLinkClass} locale={locale} />
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  )
}
