import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ReactNode } from 'react'

const VARIANTS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
} as const

type ButtonLinkProps = { href: string; children: ReactNode; variant?: keyof typeof VARIANTS }

/** A link styled as a button (44 px tall target), for the content pages' calls to action. */
export function ButtonLink({ href, children, variant = 'primary' }: ButtonLinkProps) {
  const external = /^https?:\/\//i.test(href) || href.startsWith('tel:')
  const className = `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold ${VARIANTS[variant]}`
  return external ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link href={href} className={className}>
      {children}
    </Link>
  )
}
