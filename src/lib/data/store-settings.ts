import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { mapZoomsOf, type MapZooms } from '@/lib/locations/map'
import type { StoreSetting } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** The parts of the store settings the public shell shows: name, address, phones and social links. */
export type StoreContact = {
  name: string | null
  legalName: string | null
  addressLines: string[]
  email: string | null
  phones: { main: string | null; sales: string | null; service: string | null }
  social: { platform: string; url: string }[]
}

/** Dealership name, address, phones and social links from store settings; nulls when not filled in yet. */
export async function getStoreContact(): Promise<StoreContact> {
  await deferPastBuild()
  return readStoreContact()
}

async function readStoreContact(): Promise<StoreContact> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { dealership: true, phones: true, social: true },
  })
  return toStoreContact(settings)
}

type ContactFields = Pick<StoreSetting, 'dealership' | 'phones' | 'social'>

function toStoreContact({ dealership, phones, social }: ContactFields): StoreContact {
  const stateZip = [dealership?.stateShort || dealership?.state, dealership?.zip].filter(Boolean).join(' ')
  const cityLine = [dealership?.city, stateZip].filter(Boolean).join(', ')
  return {
    name: dealership?.name || null,
    legalName: dealership?.legalName || null,
    addressLines: [dealership?.addressLine1, dealership?.addressLine2, cityLine].filter(
      (line): line is string => Boolean(line),
    ),
    email: dealership?.email || null,
    phones: { main: phones?.main || null, sales: phones?.sales || null, service: phones?.service || null },
    social: (social ?? []).flatMap((link) =>
      link.platform && link.url ? [{ platform: link.platform, url: link.url }] : [],
    ),
  }
}

/** The store's weekly sales and service hours and the zone they are read in. */
export type StoreHours = Pick<StoreSetting, 'timezone' | 'salesHours' | 'serviceHours'>

/** Sales and service hours from store settings, for the contact page's call block. */
export async function getStoreHours(): Promise<StoreHours> {
  await deferPastBuild()
  return readStoreHours()
}

async function readStoreHours(): Promise<StoreHours> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const { timezone, salesHours, serviceHours } = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { timezone: true, salesHours: true, serviceHours: true },
  })
  return { timezone, salesHours, serviceHours }
}

/** The contact page's map zooms from store settings (phone and desktop), the defaults where unset. */
export async function getStoreMapZooms(): Promise<MapZooms> {
  await deferPastBuild()
  return readStoreMapZooms()
}

async function readStoreMapZooms(): Promise<MapZooms> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const { mapCoordinates } = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { mapCoordinates: true },
  })
  return mapZoomsOf(mapCoordinates)
}

/** The store's primary (logo) and secondary brand colours, `#rrggbb` or null when not set. */
export type BrandColours = { primary: string | null; secondary: string | null }

/** The brand colours from store settings, for the page loading bar. */
export async function getBrandColours(): Promise<BrandColours> {
  await deferPastBuild()
  return readBrandColours()
}

async function readBrandColours(): Promise<BrandColours> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const { logoColor, secondaryColor } = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { logoColor: true, secondaryColor: true },
  })
  return { primary: logoColor || null, secondary: secondaryColor || null }
}
