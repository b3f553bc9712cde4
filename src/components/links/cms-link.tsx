import type { ReactNode } from 'react'

import { LocaleLink } from '@/components/i18n/locale-link.client'

import type { MenuLink } from '@/lib/data/navigation'

type CmsLinkProps = {
  link: MenuLink
  className?: string
  children?: ReactNode
  onClick?: () => void
}

/**
 * A link edited in the CMS: site paths go through next/link (client navigation, prefetched on intent) in the page's language
 * (`/x` → `/es/x` on a Spanish page), anything else
 * (other sites, tel:, mailto:) is a plain anchor. New-tab links say so to screen readers.
 */
export function CmsLink({ link, className, children, onClick }: CmsLinkProps) {
  const content = children ?? link.label
  const newTab = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const newTabNote = link.newTab ? <span className="sr-only"> (opens in a new tab)</span> : null
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
