import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { getLocations, type LocationSummary } from './locations'
import { getStoreContact, getStoreHours, type StoreContact, type StoreHours } from './store-settings'

/** Everything /contact-us shows: the store's phones and hours and the list of locations. */
export type ContactPageData = { store: StoreContact; hours: StoreHours; locations: LocationSummary[] }

/** The contact page's data, from the cached store-settings and locations readers (location notes in the language). */
export async function getContactPageData(locale: Locale = DEFAULT_LOCALE): Promise<ContactPageData> {
  const [store, hours, locations] = await Promise.all([getStoreContact(), getStoreHours(), getLocations(locale)])
  return { store, hours, locations }
}
