import type { ComponentProps } from 'react'

import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

/** The attribute IntentNavigation looks for. */
export const INTENT_LINK_ATTRIBUTE = 'data-intent-link'

/**
 * A site link rendered on the server: a plain anchor in the page's language that IntentNavigation (mounted once per
 * page by SiteBody) prefetches on intent and follows in place, as LocaleLink and IntentLink do, without a client
 * component per link. For links repeated many times on pages rendered per visit (a results page's 19 card titles,
 * whose Link, refs and hooks each were a share of the render and of its payload). Without JavaScript, a plain link.
 */
export function SiteLink({
  href,
  locale = DEFAULT_LOCALE,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { href: string; locale?: Locale }) {
  return <a href={localePath(href, locale)} {...{ [INTENT_LINK_ATTRIBUTE]: '' }} {...props} />
}
