import { CloseIcon } from '@/components/icons/icons'
import type { InventoryFacets } from '@/lib/inventory/facets'
import { slugLabel } from '@/lib/inventory/listing-text'
import { formatPrice } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import {
  bodyStyleLabel,
  conditionLabel,
  featureLabel,
  mileageRangeLabel,
  priceBandLabel,
  yearsRangeLabel,
} from '@/lib/inventory/listing-labels'

import { listingHref, type ListingChange, type ListingState } from '@/lib/inventory/listing-href'

import { ListingLink } from './listing-link'

type Chip = { key: string; label: string; remove: ListingChange }

function chipsOf(state: ListingState, facets: InventoryFacets): Chip[] {
  const { filters, payment } = state
  const locale = state.locale ?? DEFAULT_LOCALE
  const chips: Chip[] = []
  if (filters.condition) chips.push({ key: 'condition', label: conditionLabel(filters.condition, locale), remove: { condition: null } })
  if (filters.bodyStyle) chips.push({ key: 'body', label: bodyStyleLabel(filters.bodyStyle, locale), remove: { bodyStyle: null } })
  if (filters.makeModel) {
    const make = facets.makes.find((m) => m.slug === filters.makeModel?.make)
    const model = make?.models.find((m) => m.slug === filters.makeModel?.model)
    const label = [make?.name ?? slugLabel(filters.makeModel.make), filters.makeModel.model ? (model?.name ?? slugLabel(filters.makeModel.model)) : null]
    chips.push({ key: 'make', label: label.filter(Boolean).join(' '), remove: { makeModel: null } })
  }
  if (filters.feature) chips.push({ key: 'deal', label: featureLabel(filters.feature, locale), remove: { feature: null } })
  if (filters.price) chips.push({ key: 'price', label: priceBandLabel(filters.price, locale), remove: { price: null } })
  if (payment !== null) chips.push({ key: 'payment', label: t('inventory.filters.upToMonthly', locale).replace('{amount}', formatPrice(payment)), remove: { payment: null } })
  if (filters.mileage) chips.push({ key: 'mileage', label: mileageRangeLabel(filters.mileage, locale), remove: { mileage: null } })
  if (state.years) chips.push({ key: 'years', label: yearsRangeLabel(state.years, locale), remove: { years: null } })
  const keyword = state.keyword ?? []
  for (const term of keyword) {
    chips.push({ key: `q-${term}`, label: `“${term}”`, remove: { keyword: keyword.filter((other) => other !== term) } })
  }
  return chips
}

/** The applied filters as removable chips, plus a reset link when any is applied. */
export function ActiveFilters({ state, facets }: { state: ListingState; facets: InventoryFacets }) {
  const chips = chipsOf(state, facets)
  const locale = state.locale ?? DEFAULT_LOCALE
  if (chips.length === 0) return null
  return (
    <section aria-labelledby="active-filters" className="flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="sr-only">
        {t('inventory.filters.active', locale)}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListingLink
              href={listingHref(state, chip.remove)}
              locale={locale}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 text-sm font-semibold text-brand-900 sm:min-h-9"
            >
              {chip.label}
              <CloseIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('inventory.filters.remove', locale)}</span>
            </ListingLink>
          </li>
        ))}
      </ul>
      <ResetLink state={state} />
    </section>
  )
}

/** Back to the unfiltered listing of the current condition. */
export function ResetLink({ state }: { state: ListingState }) {
  const href = listingHref(state, {
    bodyStyle: null,
    makeModel: null,
    feature: null,
    price: null,
    mileage: null,
    payment: null,
    keyword: [],
    years: null,
    sort: state.ctx.defaultSort,
  })
  const locale = state.locale ?? DEFAULT_LOCALE
  return (
    <ListingLink href={href} locale={locale} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
      {t('inventory.filters.reset', locale)}
    </ListingLink>
  )
}
