import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { MapZooms } from '@/lib/locations/map'

import { getLocations, type LocationSummary } from './locations'
import { getStoreContact, getStoreHours, getStoreMapZooms, type StoreContact, type StoreHours } from './store-settings'

/** Everything /contact-us shows: the store's phones and hours, the list of locations and their maps' zooms. */
export type ContactPageData = { store: StoreContact; hours: StoreHours; locations: LocationSummary[]; mapZooms: MapZooms }

/** The contact page's data, from the cached store-settings and locations readers (location notes in the language). */
export async function getContactPageData(locale: Locale = DEFAULT_LOCALE): Promise<ContactPageData> {
  const [store, hours, locations, mapZooms] = await Promise.all([
    getStoreContact(),
    getStoreHours(),
    getLocations(locale),
    getStoreMapZooms(),
  ])
  return { store, hours, locations, mapZooms }
}
