import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ReactNode } from 'react'

/** How a call to action looks (SPEC promo buttons: primary, secondary, text link). */
export type CtaStyle = 'primary' | 'secondary' | 'text'

const STYLES: Record<CtaStyle, string> = {
  primary:
    'inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800',
  secondary:
    'inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-5 py-2.5 font-semibold text-brand-700 hover:bg-brand-50',
  text: 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900',
}

/** A CMS link styled as a button or text link: site paths use next/link, other URLs a plain anchor. */
export function CtaLink({
  href,
  style = 'primary',
  children,
}: {
  href: string
  style?: CtaStyle
  children: ReactNode
}) {
  const className = STYLES[style]
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link href={href} className={className}>
        {children}
      </Link>
    )
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  )
}
