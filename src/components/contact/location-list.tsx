import type { LocationSummary } from '@/lib/data/locations'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import type { MapZooms } from '@/lib/locations/map'
import { placedStoreCount } from '@/lib/locations/nearest'

import { LocationCard } from './location-card'
import { NearestStore, type NearestStoreLabels } from './nearest-store.client'
import type { StoreChoiceLabels } from './store-choice.client'

/** The store finder's and store choice's texts in a language, for the client components (plain strings). */
export function storeLabels(locale: Locale): { nearest: NearestStoreLabels; choice: StoreChoiceLabels } {
  return {
    nearest: {
      find: t('content.contact.nearest.find', locale),
      finding: t('content.contact.nearest.finding', locale),
      failed: t('content.contact.nearest.failed', locale),
      nearestBefore: t('content.contact.nearest.nearestBefore', locale),
      nearestAfterOne: t('content.contact.nearest.nearestAfterOne', locale),
      nearestAfterMany: t('content.contact.nearest.nearestAfterMany', locale),
    },
    choice: {
      make: t('content.contact.choice.make', locale),
      yours: t('content.contact.choice.yours', locale),
      saved: t('content.contact.choice.saved', locale),
      failed: t('content.contact.choice.failed', locale),
      failedDetail: t('content.contact.choice.failedDetail', locale),
    },
  }
}

/** The dealership's locations, one card each; each card is the target of its `/contact-us#{slug}` link. */
export function LocationList({
  locations,
  locale = DEFAULT_LOCALE,
  mapZooms,
}: {
  locations: LocationSummary[]
  locale?: Locale
  mapZooms?: MapZooms
}) {
  if (locations.length === 0) return null
  const labels = storeLabels(locale)
  return (
    <section aria-labelledby="locations-heading" className="mt-12">
      <h2 id="locations-heading" className="text-2xl font-bold text-ink-900">
        {t('content.pages.locations', locale)}
      </h2>
      {placedStoreCount(locations) > 1 && (
        <NearestStore
          stores={locations.map(({ id, name, slug, coordinates }) => ({ id, name, slug, coordinates }))}
          returnTo={`${localePath('/contact-us', locale)}#locations-heading`}
          labels={labels.nearest}
          choiceLabels={labels.choice}
        />
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {locations.map((location) => (
          <li key={location.id} id={location.slug ?? undefined} className="scroll-mt-24">
            <LocationCard location={location} locale={locale} choiceLabels={labels.choice} mapZooms={mapZooms} />
          </li>
        ))}
      </ul>
    </section>
  )
}
