import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { listingHref, type ListingState } from '@/lib/inventory/listing-href'

import { ListingLink } from './listing-link'

/** Page numbers shown: first, last, and two either side of the current one; null marks a gap. */
export function pageWindow(current: number, total: number): (number | null)[] {
  const pages: (number | null)[] = []
  for (let page = 1; page <= total; page++) {
    if (page === 1 || page === total || Math.abs(page - current) <= 2) pages.push(page)
    else if (pages[pages.length - 1] !== null) pages.push(null)
  }
  return pages
}

const itemClass = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold'

/** Accessible pagination: a labelled nav, the current page marked with aria-current. */
export function Pagination({ state, totalPages }: { state: ListingState; totalPages: number }) {
  if (totalPages <= 1) return null
  const current = state.filters.page
  const locale = state.locale ?? DEFAULT_LOCALE
  const href = (page: number) => listingHref(state, { page })
  return (
    <nav aria-label={t('inventory.pagination.label', locale)} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 && (
          <li>
            <ListingLink href={href(current - 1)} locale={locale} rel="prev" className={`${itemClass} border-line text-brand-700`}>
              {t('inventory.pagination.previous', locale)}
              <span className="sr-only">{t('inventory.pagination.page', locale)}</span>
            </ListingLink>
          </li>
        )}
        {pageWindow(current, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-600">
              …
            </li>
          ) : (
            <li key={page}>
              <ListingLink
                href={href(page)}
                locale={locale}
                aria-current={page === current ? 'page' : undefined}
                className={`${itemClass} ${page === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink-900'}`}
              >
                <span className="sr-only">{t('inventory.pagination.pageBefore', locale)}</span>
                {page}
              </ListingLink>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <ListingLink href={href(current + 1)} locale={locale} rel="next" className={`${itemClass} border-line text-brand-700`}>
              {t('inventory.pagination.next', locale)}
              <span className="sr-only">{t('inventory.pagination.page', locale)}</span>
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  )
}
