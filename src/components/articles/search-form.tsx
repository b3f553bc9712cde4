import { ARTICLE_SEARCH_PATH } from '@/lib/articles/paths'
import { MAX_QUERY_LENGTH } from '@/lib/articles/search'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'

/** The article search box: a plain GET form to /car-research/search (or /es/…), so it works without JavaScript. */
export function ArticleSearchForm({
  query = '',
  id = 'article-search',
  locale = DEFAULT_LOCALE,
}: {
  query?: string
  id?: string
  locale?: Locale
}) {
  return (
    <form role="search" action={localePath(ARTICLE_SEARCH_PATH, locale)} method="get" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
          {t('content.articles.searchLabel', locale)}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('content.articles.searchPlaceholder', locale)}
          className="mt-1 min-h-11 w-full rounded-lg border border-ink-600 px-3 text-ink-900"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {t('content.articles.searchButton', locale)}
      </button>
    </form>
  )
}
