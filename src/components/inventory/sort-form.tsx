import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath } from '@/lib/i18n/locales'
import { sortSlug } from '@/lib/inventory/query'
import { SORT_OPTIONS, type SortOption } from '@/lib/settings/defaults'

import { listingHref, type ListingState } from '@/lib/inventory/listing-href'
import { SortSelect } from './sort-select.client'

/** Sort labels in the order of the sort table. */
export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  newest: 'Newest listings',
  oldest: 'Oldest listings',
  mileage: 'Lowest mileage',
  year: 'Newest model year',
  priceHigh: 'Price: high to low',
  priceLow: 'Price: low to high',
}

/**
 * The sort control: a GET form with a submit button, so it works without JavaScript. On a phone the select may
 * shrink below its longest option (Spanish labels are long) instead of pushing the page wider.
 */
export function SortForm({ state }: { state: ListingState }) {
  const [action, search = ''] = listingHref(state).split('?')
  const locale = state.locale ?? DEFAULT_LOCALE
  const hidden = [...new URLSearchParams(search)].filter(([name]) => name !== 'sort' && name !== 'page')
  return (
    <form action={localePath(action, locale)} method="get" className="flex min-w-0 max-w-full items-center gap-2">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="inventory-sort" className="shrink-0 text-sm font-semibold text-ink-900">
        {t('inventory.sort.label', locale)}
      </label>
      <SortSelect id="inventory-sort" value={sortSlug(state.filters.sort)}>
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={sortSlug(option)}>
            {t(`inventory.sort.${option}`, locale)}
          </option>
        ))}
      </SortSelect>
      <noscript>
        <button type="submit" className="min-h-11 rounded-lg border border-ink-600 px-3 font-semibold">
          {t('inventory.sort.button', locale)}
        </button>
      </noscript>
    </form>
  )
}
