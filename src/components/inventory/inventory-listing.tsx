import { Suspense } from 'react'

import { AlertSignup } from '@/components/alerts/alert-signup.client'
import { ReserveSection } from '@/components/reserve/reserve-section-island.client'
import { SearchBox } from '@/components/search/search-box.client'
import { ItemEvent } from '@/components/tracking/item-event.client'
import { savedSearchPath } from '@/lib/alerts/saved-search'
import type { ListingRequest } from '@/lib/data/inventory-request'
import { searchInventory } from '@/lib/data/inventory'
import { formatInteger } from '@/lib/format'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { listingHeading } from '@/lib/inventory/listing-text'
import { listingHeadingEs } from '@/lib/inventory/listing-text-es'
import { searchResults } from '@/lib/tracking/item-events'

import { ActiveFilters } from './active-filters'
import { EducationBlock } from './education-block'
import { EmptyResults } from './empty-results'
import { FaqBlock } from './faq-block'
import { FilterPanel } from './filter-panel'
import { Pagination } from './pagination'
import { ResultsGrid } from './results-grid'
import { SortForm } from './sort-form'

/** The search results page: heading, filters (sidebar on wide screens, disclosure on phones), sort, cards, paging. */
export async function InventoryListing({ request, locale = DEFAULT_LOCALE }: { request: ListingRequest; locale?: Locale }) {
  const { filters, criteria, settings } = request
  // Every filter link, form and label below follows the page's language.
  const state = { ...request, locale }
  const results = await searchInventory(criteria, filters.sort, filters.page)
  const { facets } = results
  const make = facets.makes.find((m) => m.slug === filters.makeModel?.make)
  const model = make?.models.find((m) => m.slug === filters.makeModel?.model)
  const makeName = make ? [make.name, model?.name].filter(Boolean).join(' ') : undefined
  const heading = locale === 'es' ? listingHeadingEs(filters, makeName) : listingHeading(filters, makeName)
  const count =
    results.totalDocs === 1
      ? t('listing.oneVehicle', locale)
      : t('listing.vehicles', locale).replace('{count}', formatInteger(results.totalDocs))
  const pageOf = t('listing.pageOf', locale)
    .replace('{page}', String(filters.page))
    .replace('{pages}', String(results.totalPages))
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">{heading}</h1>
      {/* Analytics gets the English wording of the filters on every language's page. */}
      <ItemEvent name="view_search_results" details={searchResults(request.keyword, listingHeading(filters, makeName), results.vehicles)} />
      <SearchBox label="Search again" placeholder="Search again: 2019 Honda Civic" className="mt-3 sm:max-w-xl" />
      <div className="mt-4">
        <ActiveFilters state={state} facets={facets} />
      </div>
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        {/* One filter panel for every screen: a disclosure on phones, a sidebar on wide screens (globals.css). */}
        <aside aria-labelledby="filters-heading">
          <h2 id="filters-heading" className="sr-only lg:not-sr-only lg:text-lg lg:font-bold lg:text-ink-900">
            {t('listing.filters', locale)}
          </h2>
          <details className="disclosure-wide-open rounded-xl border border-line p-4 lg:rounded-none lg:border-0 lg:p-0">
            <summary className="min-h-11 cursor-pointer text-lg font-bold text-ink-900">{t('listing.filters', locale)}</summary>
            <FilterPanel state={state} facets={facets} />
          </details>
        </aside>
        <div className="min-w-0">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-lg font-semibold text-ink-900" aria-live="polite">
              {count}
              {results.totalPages > 1 && <span className="font-normal text-ink-600">{pageOf}</span>}
            </h2>
            <SortForm state={state} />
          </div>
          {results.vehicles.length > 0 ? (
            <ResultsGrid vehicles={results.vehicles} settings={settings} locale={locale} />
          ) : (
            <EmptyResults state={state} relaxations={results.relaxations ?? []} makeName={make?.name} modelName={model?.name} />
          )}
          <Pagination state={state} totalPages={results.totalPages} />
          <div className="mt-6">
            <AlertSignup kind="new-matches" searchPath={savedSearchPath(filters, request.ctx, request)} />
          </div>
          {/* Empty in the cached HTML; fills in the browser of a visitor who unlocked the reserve. */}
          <ReserveSection />
          <p className="mt-6 text-xs text-ink-600">{t('listing.paymentNote', locale)}</p>
        </div>
      </div>
      <EducationBlock locale={locale} />
      <Suspense fallback={null}>
        <FaqBlock locale={locale} />
      </Suspense>
    </div>
  )
}
