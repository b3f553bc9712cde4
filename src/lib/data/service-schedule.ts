import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { salesHoursOf, type SalesHours } from '@/lib/leads/intake/test-drive-slot'
import type { HoursInput } from '@/lib/settings/hours'
import type { Location } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { getStoreContact, getStoreHours, type StoreContact } from './store-settings'

/** A location a service appointment can be booked at, with the hours it takes appointments in. */
export type ServiceLocation = {
  id: string
  name: string
  currentLocation: boolean
  /** Its own service hours, else the store's, in its time zone. */
  service: SalesHours
  phone: string | null
}

/** What /service/schedule shows: the store's name and service phone and hours, and where to book. */
export type ServiceSchedulePage = {
  store: StoreContact
  serviceHours: readonly HoursInput[]
  locations: ServiceLocation[]
}

type LocationHours = Pick<Location, 'id' | 'name' | 'currentLocation' | 'timezone' | 'serviceHours' | 'phones'>

/** The service scheduling page's data, from cached store-settings and locations reads. */
export async function getServiceSchedulePage(): Promise<ServiceSchedulePage> {
  await deferPastBuild()
  const [store, hours, locations] = await Promise.all([getStoreContact(), getStoreHours(), readServiceLocations()])
  const storeHours = { salesHours: hours.serviceHours ?? [], timezone: hours.timezone }
  return {
    store,
    serviceHours: hours.serviceHours ?? [],
    locations: locations.map((location) => {
      // The test drive's fallback rule (own hours, else the store's, in the location's zone), on service hours.
      const { hours: rows, timeZone } = salesHoursOf({ salesHours: location.serviceHours, timezone: location.timezone }, storeHours)
      return {
        id: location.id,
        name: location.name,
        currentLocation: location.currentLocation === true,
        // Plain rows: the ids Payload adds are not needed in the browser.
        service: { hours: rows.map(({ day, closed, open, close }) => ({ day, closed, open, close })), timeZone },
        phone: location.phones?.service || store.phones.service || null,
      }
    }),
  }
}

async function readServiceLocations(): Promise<LocationHours[]> {
  'use cache'
  cacheTag(TAGS.locations)
  cacheLife('days')
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'locations',
    sort: 'sortOrder',
    limit: 50,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    select: { name: true, currentLocation: true, timezone: true, serviceHours: true, phones: true },
  })
  return docs
}
