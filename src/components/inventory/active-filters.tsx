import { CloseIcon } from '@/components/icons/icons'
import type { InventoryFacets } from '@/lib/inventory/facets'
import {
  BODY_STYLE_LABELS,
  CONDITION_LABELS,
  FEATURE_LABELS,
  mileageLabel,
  priceLabel,
  slugLabel,
} from '@/lib/inventory/listing-text'
import { formatPrice } from '@/lib/format'
import { yearsLabel } from '@/lib/inventory/relaxations'

import { listingHref, type ListingChange, type ListingState } from '@/lib/inventory/listing-href'

import { ListingLink } from './listing-link'

type Chip = { key: string; label: string; remove: ListingChange }

function chipsOf(state: ListingState, facets: InventoryFacets): Chip[] {
  const { filters, payment } = state
  const chips: Chip[] = []
  if (filters.condition) chips.push({ key: 'condition', label: CONDITION_LABELS[filters.condition], remove: { condition: null } })
  if (filters.bodyStyle) chips.push({ key: 'body', label: BODY_STYLE_LABELS[filters.bodyStyle], remove: { bodyStyle: null } })
  if (filters.makeModel) {
    const make = facets.makes.find((m) => m.slug === filters.makeModel?.make)
    const model = make?.models.find((m) => m.slug === filters.makeModel?.model)
    const label = [make?.name ?? slugLabel(filters.makeModel.make), filters.makeModel.model ? (model?.name ?? slugLabel(filters.makeModel.model)) : null]
    chips.push({ key: 'make', label: label.filter(Boolean).join(' '), remove: { makeModel: null } })
  }
  if (filters.feature) chips.push({ key: 'deal', label: FEATURE_LABELS[filters.feature], remove: { feature: null } })
  if (filters.price) chips.push({ key: 'price', label: priceLabel(filters.price), remove: { price: null } })
  if (payment !== null) chips.push({ key: 'payment', label: `Up to ${formatPrice(payment)}/mo`, remove: { payment: null } })
  if (filters.mileage) chips.push({ key: 'mileage', label: mileageLabel(filters.mileage), remove: { mileage: null } })
  if (state.years) chips.push({ key: 'years', label: yearsLabel(state.years), remove: { years: null } })
  const keyword = state.keyword ?? []
  for (const term of keyword) {
    chips.push({ key: `q-${term}`, label: `“${term}”`, remove: { keyword: keyword.filter((other) => other !== term) } })
  }
  return chips
}

/** The applied filters as removable chips, plus a reset link when any is applied. */
export function ActiveFilters({ state, facets }: { state: ListingState; facets: InventoryFacets }) {
  const chips = chipsOf(state, facets)
  if (chips.length === 0) return null
  return (
    <section aria-labelledby="active-filters" className="flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="sr-only">
        Active filters
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <ListingLink
              href={listingHref(state, chip.remove)}
              className="inline-flex min-h-11 items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 text-sm font-semibold text-brand-900 sm:min-h-9"
            >
              {chip.label}
              <CloseIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">(remove filter)</span>
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
  return (
    <ListingLink href={href} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
      Reset filters
    </ListingLink>
  )
}
