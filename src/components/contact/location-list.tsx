import type { LocationSummary } from '@/lib/data/locations'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { placedStoreCount } from '@/lib/locations/nearest'

import { LocationCard } from './location-card'
import { NearestStore } from './nearest-store.client'

/** The dealership's locations, one card each; each card is the target of its `/contact-us#{slug}` link. */
export function LocationList({ locations, locale = DEFAULT_LOCALE }: { locations: LocationSummary[]; locale?: Locale }) {
  if (locations.length === 0) return null
  return (
    <section aria-labelledby="locations-heading" className="mt-12">
      <h2 id="locations-heading" className="text-2xl font-bold text-ink-900">
        {t('content.pages.locations', locale)}
      </h2>
      {placedStoreCount(locations) > 1 && (
        <NearestStore
          stores={locations.map(({ id, name, slug, coordinates }) => ({ id, name, slug, coordinates }))}
          returnTo="/contact-us#locations-heading"
        />
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {locations.map((location) => (
          <li key={location.id} id={location.slug ?? undefined} className="scroll-mt-24">
            <LocationCard location={location} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  )
}
