import type { ReactNode } from 'react'

import { LocaleLink } from '@/components/i18n/locale-link.client'
import type { Locale } from '@/lib/i18n/locales'

import type { MenuLink } from '@/lib/data/navigation'

import { SiteLink } from './site-link'

type CmsLinkProps = {
  link: MenuLink
  className?: string
  children?: ReactNode
  onClick?: () => void
  /**
   * The page's language, given by server components (header, footer): a site path is then a server-rendered anchor
   * (SiteLink) that IntentNavigation prefetches on intent and follows in place, rather than a client component per
   * link, which every page's render paid for two dozen times. Client menus leave it out (LocaleLink reads it).
   */
  locale?: Locale
}

/**
 * A link edited in the CMS: site paths go through next/link (client navigation, prefetched on intent) in the page's language
 * (`/x` → `/es/x` on a Spanish page), anything else
 * (other sites, tel:, mailto:) is a plain anchor. New-tab links say so to screen readers.
 */
export function CmsLink({ link, className, children, onClick, locale }: CmsLinkProps) {
  const content = children ?? link.label
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const newTabNote = link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null
  if (link.url.startsWith('/') && !link.url.startsWith('//') && locale && !onClick) {
    return (
      <SiteLink href={link.url} locale={locale} className={className} {...newTab}>
        {content}
        {newTabNote}
      </SiteLink>
    )
  }
  if (link.url.startsWith('/') && !link.url.startsWith('//')) {
    return (
      <LocaleLink href={link.url} className={className} onClick={onClick} {...newTab}>
        {content}
        {newTabNote}
      </LocaleLink>
    )
  }
  return (
    <a href={link.url} className={className} onClick={onClick} {...newTab}>
      {content}
      {newTabNote}
    </a>
  )
}
