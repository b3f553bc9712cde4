import { PhoneLink } from '@/components/header/phone-link'
import type { LocationSummary } from '@/lib/data/locations'
import { timeZoneLabel } from '@/lib/format/localized-clock'
import { t } from '@/lib/i18n'
import { fill } from '@/lib/i18n/fill'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { DEFAULT_MAP_ZOOMS, osmPlaceUrl, type MapZooms } from '@/lib/locations/map'
import { pointOf } from '@/lib/locations/nearest'

import { HoursList } from './hours-list'
import { LocationMap } from './location-map.client'
import { StoreChoice, type StoreChoiceLabels } from './store-choice.client'

const linkClass = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline hover:text-brand-800'

/** One store: address, phones, note, own hours when it has them, and links to directions and its inventory. */
export function LocationCard({
  location,
  locale = DEFAULT_LOCALE,
  choiceLabels,
  mapZooms = DEFAULT_MAP_ZOOMS,
}: {
  location: LocationSummary
  locale?: Locale
  choiceLabels?: StoreChoiceLabels
  mapZooms?: MapZooms
}) {
  const point = pointOf(location.coordinates)
  const headingId = `location-${location.slug ?? location.id}`
  const cityLine = [location.city, [location.state, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const lines = [location.addressLine1, location.addressLine2, cityLine].filter(Boolean)
  return (
    <article aria-labelledby={headingId} className="h-full rounded-xl border border-line p-5">
      <h3 id={headingId} className="text-lg font-bold text-ink-900">
        {location.name}
        {location.currentLocation && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 align-middle text-xs font-semibold text-brand-800">
            {t('content.contact.currentLocation', locale)}
          </span>
        )}
      </h3>
      {location.subname && <p className="text-sm text-ink-600">{location.subname}</p>}
      {lines.length > 0 && (
        <address className="mt-3 text-sm not-italic leading-6 text-ink-700">
          {lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      )}
      <ul className="mt-2 text-sm">
        {(['sales', 'service'] as const).map((department) => {
          const phone = location.phones?.[department]
          if (!phone) return null
          return (
            <li key={department} className="flex flex-wrap items-center gap-x-1">
              <span className="text-ink-600">{t(`content.contact.${department}`, locale)}</span>
              <PhoneLink
                phone={phone}
                label={fill(t('content.contact.callDepartment', locale), {
                  department: `${location.name} ${t(`content.contact.${department}`, locale).toLowerCase()}`,
                })}
              />
            </li>
          )
        })}
      </ul>
      {location.note && <p className="mt-2 text-sm text-ink-600">{location.note}</p>}
      {location.salesHours && location.salesHours.length > 0 && (
        <div className="mt-3">
          <p className="text-sm font-semibold text-ink-900">
            {fill(t('content.contact.salesHours', locale), { zone: timeZoneLabel(location.timezone, locale) })}
          </p>
          <HoursList rows={location.salesHours} locale={locale} />
        </div>
      )}
      <p className="mt-3 flex flex-wrap gap-x-4">
        {location.mapsLink && (
          <a href={location.mapsLink} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('content.contact.directions', locale)}
            <span className="sr-only"> {fill(t('content.contact.directionsTo', locale), { name: location.name })}</span>
          </a>
        )}
        {location.inventoryLink && (
          // A plain link: its query string needs a document load (docs/inventory.md, "How the search … pages are cached").
          <a href={location.inventoryLink} className={linkClass}>
            {t('content.contact.inventory', locale)}
            <span className="sr-only"> {fill(t('content.contact.inventoryAt', locale), { name: location.name })}</span>
          </a>
        )}
        {point && (
          // The map without JavaScript, and a way to directions from any device.
          <a href={osmPlaceUrl(point, mapZooms.phone)} target="_blank" rel="noopener noreferrer" className={linkClass}>
            {t('content.contact.map.openInOsm', locale)}
            <span className="sr-only">{fill(t('content.contact.map.openInOsmFor', locale), { name: location.name })}</span>
          </a>
        )}
      </p>
      {point && (
        <LocationMap
          mapKey={headingId}
          point={point}
          name={location.name}
          zooms={mapZooms}
          labels={{
            show: t('content.contact.map.show', locale),
            hide: t('content.contact.map.hide', locale),
            title: fill(t('content.contact.map.title', locale), { name: location.name }),
          }}
        />
      )}
      <StoreChoice
        storeId={String(location.id)}
        storeName={location.name}
        returnTo={`${localePath('/contact-us', locale)}#${headingId}`}
        labels={choiceLabels}
      />
    </article>
  )
}
