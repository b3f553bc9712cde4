import type { InventoryFacets } from '@/lib/inventory/facets'
import { INVENTORY_FEATURES } from '@/lib/inventory/segments'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { bodyStyleLabel, conditionLabel, featureLabel, mileageRangeLabel, priceBandLabel } from '@/lib/inventory/listing-labels'

import { FacetList, type FacetOption } from './facet-list'
import { listingHref, type ListingState } from '@/lib/inventory/listing-href'
import { PaymentFilter } from './payment-filter'

const samePrice = (a: { kind: string; amount: number } | null, b: { kind: string; amount: number }) =>
  a !== null && a.kind === b.kind && a.amount === b.amount

/** Every facet as filter links with counts, plus the monthly-payment form. An active choice links to its removal. */
export function FilterPanel({ state, facets }: { state: ListingState; facets: InventoryFacets }) {
  const { filters } = state
  const locale = state.locale ?? DEFAULT_LOCALE
  const link = (change: Parameters<typeof listingHref>[1]) => listingHref(state, change)
  const conditions: FacetOption[] = facets.conditions.map(({ value, count }) => ({
    key: value,
    label: conditionLabel(value, locale),
    count,
    active: filters.condition === value,
    href: link({ condition: filters.condition === value ? null : value }),
  }))
  const bodyStyles: FacetOption[] = facets.bodyStyles
    .filter(({ value, count }) => count > 0 || filters.bodyStyle === value)
    .map(({ value, count }) => ({
      key: value,
      label: bodyStyleLabel(value, locale),
      count,
      active: filters.bodyStyle === value,
      href: link({ bodyStyle: filters.bodyStyle === value ? null : value }),
    }))
  const activeMake = facets.makes.find((make) => make.slug === filters.makeModel?.make)
  const makes: FacetOption[] = (activeMake ? [activeMake] : facets.makes).map((make) => ({
    key: make.slug,
    label: make.name,
    count: make.count,
    active: Boolean(activeMake),
    href: link({ makeModel: activeMake ? null : { make: make.slug, model: null } }),
  }))
  const models: FacetOption[] = (activeMake?.models ?? []).map((model) => {
    const active = filters.makeModel?.model === model.slug
    return {
      key: model.slug,
      label: model.name,
      count: model.count,
      active,
      href: link({ makeModel: { make: activeMake?.slug ?? '', model: active ? null : model.slug } }),
    }
  })
  const prices: FacetOption[] = facets.priceBands.map(({ band, count }) => ({
    key: `${band.kind}-${band.amount}`,
    label: priceBandLabel(band, locale),
    count,
    active: samePrice(filters.price, band),
    href: link({ price: samePrice(filters.price, band) ? null : band }),
  }))
  const mileages: FacetOption[] = facets.mileageBands.map(({ max, count }) => {
    const active = filters.mileage?.min === null && filters.mileage.max === max
    return {
      key: String(max),
      label: mileageRangeLabel({ min: null, max }, locale),
      count,
      active,
      href: link({ mileage: active ? null : { min: null, max } }),
    }
  })
  const deals: FacetOption[] = INVENTORY_FEATURES.map((feature) => ({
    key: feature,
    label: featureLabel(feature, locale),
    active: filters.feature === feature,
    href: link({ feature: filters.feature === feature ? null : feature }),
  }))
  const years: FacetOption[] = facets.years.map(({ value, count }) => ({ key: String(value), label: String(value), count }))
  return (
    <div>
      {facets.conditions.length > 1 && (
        <FacetList title={t('inventory.filters.condition', locale)} options={conditions} locale={locale} />
      )}
      <FacetList title={t('inventory.filters.bodyStyle', locale)} options={bodyStyles} locale={locale} />
      <FacetList title={t('inventory.filters.make', locale)} options={makes} locale={locale} />
      <FacetList title={t('inventory.filters.model', locale)} options={models} locale={locale} />
      <FacetList title={t('inventory.filters.price', locale)} options={prices} locale={locale} />
      <PaymentFilter state={state} />
      <FacetList title={t('inventory.filters.mileage', locale)} options={mileages} locale={locale} />
      <FacetList title={t('inventory.filters.deals', locale)} options={deals} locale={locale} />
      <FacetList title={t('inventory.filters.year', locale)} options={years} locale={locale} />
    </div>
  )
}
