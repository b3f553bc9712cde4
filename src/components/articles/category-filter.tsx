import { LocaleLink as Link } from '@/components/i18n/locale-link.client'

import { articleListHref } from '@/lib/articles/paths'
import type { CategoryOption } from '@/lib/articles/queries'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

const chip = 'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold'

/** The list's category filter as plain links (no JavaScript), the current choice marked with aria-current. */
export function CategoryFilter({
  categories,
  current,
  locale = DEFAULT_LOCALE,
}: {
  categories: readonly CategoryOption[]
  current: string | null
  locale?: Locale
}) {
  if (categories.length === 0) return null
  const options = [{ slug: null, name: t('content.articles.allTopics', locale) }, ...categories]
  return (
    <nav aria-label={t('content.articles.topics', locale)} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.slug === current
          return (
            <li key={option.slug ?? 'all'}>
              <Link
                href={articleListHref({ category: option.slug })}
                aria-current={active ? 'page' : undefined}
                className={`${chip} ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-line text-ink-900 hover:border-brand-700'}`}
              >
                {option.name}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
