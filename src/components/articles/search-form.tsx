import { ARTICLE_SEARCH_PATH } from '@/lib/articles/paths'
import { MAX_QUERY_LENGTH } from '@/lib/articles/search'

/** The article search box: a plain GET form to /car-research/search, so it works without JavaScript. */
export function ArticleSearchForm({ query = '', id = 'article-search' }: { query?: string; id?: string }) {
  return (
    <form role="search" action={ARTICLE_SEARCH_PATH} method="get" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
          Search car research
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder="e.g. trade-in, winter tires"
          className="mt-1 min-h-11 w-full rounded-lg border border-ink-600 px-3 text-ink-900"
        />
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        Search
      </button>
    </form>
  )
}
