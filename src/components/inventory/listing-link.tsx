import type { ComponentProps } from 'react'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

/**
 * A link between listing URLs: a plain anchor in the page's language, rendered on the server. A search page reads
 * only its path (src/proxy.ts moves the query into it), so Next's client router believes `?page=2` or
 * `?sort=pricelow` shows the same page as the bare path and would reuse it without asking the server. Links that
 * carry a query string are therefore document links (a cached page, so still fast); path-only links navigate in
 * place through the page's one listener, IntentNavigation (mounted by SiteBody). No prefetch: a listing
 * shows dozens of filter links, and prefetching each would render pages nobody asked for. Not a Next Link per link:
 * some eighty client components (hooks, refs and a status context each) were a share of every first-visit render
 * and of its RSC payload.
 */
export function ListingLink({
  href,
  locale = DEFAULT_LOCALE,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale }) {
  const inPlace = !href.includes('?')
  // The attribute marks the links IntentNavigation moves between in place.
  return <a href={localePath(href, locale)} data-listing-link={inPlace ? '' : undefined} {...props} />
}
