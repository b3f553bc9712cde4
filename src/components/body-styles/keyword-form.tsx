import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { BODY_STYLE_SEARCH_PATH } from '@/lib/inventory/body-style-keyword'

/**
 * The body-style keyword box: a plain GET form (works without JavaScript) whose handler redirects to the
 * listing of the body style the words name ('pickup' → trucks), else the whole used-car listing.
 */
export function BodyStyleKeywordForm({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return (
    <form role="search" action={BODY_STYLE_SEARCH_PATH} method="get" className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="body-style-keyword" className="block text-sm font-semibold text-ink-900">
          {t('inventory.bodyStyles.question', locale)}
        </label>
        <input
          id="body-style-keyword"
          name="q"
          type="search"
          maxLength={100}
          placeholder={t('inventory.bodyStyles.placeholder', locale)}
          className="mt-1 min-h-11 w-full rounded-lg border border-ink-600 px-3 text-ink-900"
        />
        {/* The handler answers a Spanish page's words with the Spanish listing. */}
        {locale !== DEFAULT_LOCALE && <input type="hidden" name="lang" value={locale} />}
      </div>
      <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800">
        {t('inventory.bodyStyles.find', locale)}
      </button>
    </form>
  )
}
