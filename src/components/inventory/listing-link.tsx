import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ComponentProps } from 'react'

/**
 * A link between listing URLs. A search page reads only its path (src/proxy.ts moves the query into it), so
 * Next's client router believes `?page=2` or `?sort=pricelow` shows the same page as the bare path and would
 * reuse it without asking the server. Links that carry a query string are therefore plain document links (a
 * cached page, so still fast); path-only links navigate in place. No viewport prefetch: a listing shows dozens
 * of filter links, and prefetching each would render pages nobody asked for.
 */
export function ListingLink({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (href.includes('?')) return <a href={href} {...props} />
  return <Link href={href} prefetch={false} {...props} />
}
