import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ComponentProps } from 'react'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

/**
 * A link between listing URLs. A search page reads only its path (src/proxy.ts moves the query into it), so
 * Next's client router believes `?page=2` or `?sort=pricelow` shows the same page as the bare path and would
 * reuse it without asking the server. Links that carry a query string are therefore plain document links (a
 * cached page, so still fast); path-only links navigate in place. No viewport prefetch: a listing shows dozens
 * of filter links, and prefetching each would render pages nobody asked for.
 */
export function ListingLink({
  href,
  locale = DEFAULT_LOCALE,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale }) {
  // A plain link is not a LocaleLink: it gets the page's language here (a Spanish page's filters stay Spanish).
  if (href.includes('?')) return <a href={localePath(href, locale)} {...props} />
  return <Link href={href} prefetch={false} {...props} />
}
