import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { pageWindow } from '@/components/inventory/pagination'
import { articleListHref } from '@/lib/articles/paths'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border px-3 font-semibold'

/** Pages of the article list (keeping the category), the current one marked with aria-current. */
export function ArticleListPagination({
  page,
  totalPages,
  category,
  locale = DEFAULT_LOCALE,
}: {
  page: number
  totalPages: number
  category: string | null
  locale?: Locale
}) {
  const text = (key: 'previous' | 'next' | 'pageWord' | 'pageLabel' | 'pagination') => t(`content.articles.${key}`, locale)
  if (totalPages <= 1) return null
  const href = (target: number) => articleListHref({ category, page: target })
  return (
    <nav aria-label={text('pagination')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" className={`${item} border-line text-brand-700`}>
              {text('previous')}<span className="sr-only"> {text('pageWord')}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((target, index) =>
          target === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-600">
              …
            </li>
          ) : (
            <li key={target}>
              <Link
                href={href(target)}
                aria-current={target === page ? 'page' : undefined}
                className={`${item} ${target === page ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink-900'}`}
              >
                <span className="sr-only">{text('pageLabel')} </span>
                {target}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={href(page + 1)} rel="next" className={`${item} border-line text-brand-700`}>
              {text('next')}<span className="sr-only"> {text('pageWord')}</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
