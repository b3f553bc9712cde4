/**
 * schema.org structured data of the dealership (working hours per weekday and a service/parts
 * business): an AutoDealer with address, geo, phone and the sales opening hours, and an AutoRepair
 * department with the service phone and hours. Pure, so the JSON search engines read is unit-tested; pages only
 * serialise it (serializeJsonLd).
 */
import type { HoursRow } from '@/lib/settings/defaults'
import type { StoreSetting } from '@/payload-types'

type JsonObject = { [key: string]: JsonValue }
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject

/** What the structured data reads of the store settings. */
export type DealerFacts = Pick<StoreSetting, 'dealership' | 'phones' | 'salesHours' | 'serviceHours' | 'mapCoordinates'>

const SCHEMA_DAYS: Record<HoursRow['day'], string> = {
  monday: 'https://schema.org/Monday',
  tuesday: 'https://schema.org/Tuesday',
  wednesday: 'https://schema.org/Wednesday',
  thursday: 'https://schema.org/Thursday',
  friday: 'https://schema.org/Friday',
  saturday: 'https://schema.org/Saturday',
  sunday: 'https://schema.org/Sunday',
}

const TIME = /^\d{2}:\d{2}$/

type StoredHours = NonNullable<StoreSetting['salesHours']>

/**
 * Opening hours: one specification per run of days with the same open and close times (Mon–Fri 10:00–19:00 is
 * one entry). Closed days are simply absent, which is how schema.org reads them.
 */
export function openingHours(rows: StoredHours | null | undefined): JsonObject[] {
  const groups = new Map<string, string[]>()
  for (const row of rows ?? []) {
    if (row.closed || !row.open || !row.close || !TIME.test(row.open) || !TIME.test(row.close)) continue
    const key = `${row.open}-${row.close}`
    groups.set(key, [...(groups.get(key) ?? []), SCHEMA_DAYS[row.day]])
  }
  return [...groups.entries()].map(([key, days]) => {
    const [opens, closes] = key.split('-')
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days, opens, closes }
  })
}

function compact(object: Record<string, JsonValue | undefined>): JsonObject {
  return Object.fromEntries(
    Object.entries(object).filter(
      (entry): entry is [string, JsonValue] =>
        entry[1] !== undefined && entry[1] !== '' && !(Array.isArray(entry[1]) && entry[1].length === 0),
    ),
  )
}

/** The AutoDealer (sales) with its AutoRepair department (service); `url` is the site's origin when known. */
export function dealerJsonLd(facts: DealerFacts, url?: string): JsonObject {
  const { dealership, phones, mapCoordinates } = facts
  const street = [dealership?.addressLine1, dealership?.addressLine2].filter(Boolean).join(', ')
  const address = compact({
    '@type': 'PostalAddress',
    streetAddress: street || undefined,
    addressLocality: dealership?.city ?? undefined,
    addressRegion: dealership?.stateShort ?? dealership?.state ?? undefined,
    postalCode: dealership?.zip ?? undefined,
    addressCountry: 'US',
  })
  const { latitude, longitude } = mapCoordinates ?? {}
  const geo =
    typeof latitude === 'number' && typeof longitude === 'number'
      ? { '@type': 'GeoCoordinates', latitude, longitude }
      : undefined
  const name = dealership?.name ?? undefined
  const service = compact({
    '@type': 'AutoRepair',
    name: name ? `${name} Service Center` : undefined,
    telephone: phones?.service ?? undefined,
    address,
    geo,
    openingHoursSpecification: openingHours(facts.serviceHours),
  })
  return compact({
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name,
    url,
    telephone: phones?.sales ?? phones?.main ?? undefined,
    address,
    geo,
    openingHoursSpecification: openingHours(facts.salesHours),
    department: [service],
  })
}
