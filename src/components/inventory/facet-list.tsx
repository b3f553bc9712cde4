import { formatInteger } from '@/lib/format'

import type { Locale } from '@/lib/i18n/locales'

import { ListingLink } from './listing-link'

/** One choice of a facet: a link to the listing with it applied (or removed, when active). */
export interface FacetOption {
  key: string
  label: string
  count?: number
  href?: string
  active?: boolean
}

/** A titled list of filter links with counts; plain links, so filtering works without JavaScript. */
export function FacetList({ title, options, locale }: { title: string; options: readonly FacetOption[]; locale?: Locale }) {
  if (options.length === 0) return null
  return (
    <section className="border-b border-line py-4">
      <h3 className="mb-2 text-sm font-bold uppercase tracking-wide text-ink-900">{title}</h3>
      <ul className="space-y-0.5">
        {options.map((option) => {
          const body = (
            <>
              <span>{option.label}</span>
              {option.count !== undefined && <span className="text-ink-600">({formatInteger(option.count)})</span>}
            </>
          )
          return (
            <li key={option.key}>
              {option.href ? (
                <ListingLink
                  href={option.href}
                  locale={locale}
                  aria-current={option.active ? 'true' : undefined}
                  className={`flex min-h-11 items-center justify-between gap-2 rounded px-2 hover:bg-surface sm:min-h-9 ${
                    option.active ? 'font-bold text-brand-700' : 'text-ink-900'
                  }`}
                >
                  {body}
                </ListingLink>
              ) : (
                <span className="flex min-h-9 items-center justify-between gap-2 px-2 text-ink-900">{body}</span>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
