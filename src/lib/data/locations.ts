import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Location } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** What the contact page shows of a location: name, address, phones, hours and its links. */
export type LocationSummary = Pick<
  Location,
  | 'id'
  | 'name'
  | 'subname'
  | 'slug'
  | 'currentLocation'
  | 'timezone'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'zip'
  | 'mapsLink'
  | 'inventoryLink'
  | 'phones'
  | 'note'
  | 'salesHours'
  | 'coordinates'
>

/** The dealership's locations in their admin sort order, for the contact page's list; notes in the page's language. */
export async function getLocations(locale: Locale = DEFAULT_LOCALE): Promise<LocationSummary[]> {
  await deferPastBuild()
  return readLocations(locale)
}

// The locale is an argument, so part of the cache key: each language its own entry, both under the same tag.
async function readLocations(locale: Locale): Promise<LocationSummary[]> {
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
    locale,
    fallbackLocale: DEFAULT_LOCALE,
    overrideAccess: false,
    select: {
      name: true,
      subname: true,
      slug: true,
      currentLocation: true,
      timezone: true,
      addressLine1: true,
      addressLine2: true,
      city: true,
      state: true,
      zip: true,
      mapsLink: true,
      inventoryLink: true,
      phones: true,
      note: true,
      salesHours: true,
      coordinates: true,
    },
  })
  return docs
}
