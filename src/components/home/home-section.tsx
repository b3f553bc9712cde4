import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import type { ReactNode } from 'react'

import { ArrowRightIcon } from '@/components/icons/icons'

type HomeSectionProps = {
  id: string
  title: string
  intro?: string
  action?: { label: string; href: string }
  children: ReactNode
}

/** A titled home-page band; its heading labels the region for screen-reader navigation. */
export function HomeSection({ id, title, intro, action, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {title}
          </h2>
          {intro && <p className="mt-1 text-ink-600">{intro}</p>}
        </div>
        {action && (
          <Link
            href={action.href}
            className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
          >
            {action.label}
            <ArrowRightIcon className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  )
}
