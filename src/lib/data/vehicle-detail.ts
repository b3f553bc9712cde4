/**
 * Reads of the vehicle detail page (VDP): one vehicle by VIN, the store settings it needs (payment math, unlock
 * flags, seller facts for JSON-LD and the title) and similar vehicles. Cached like the other readers:
 * deferPastBuild() first so `next build` needs no database, then a 'use cache' read expired by the vehicles hooks'
 * tags.
 */
import type { Metadata } from 'next'
import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { formatInteger } from '@/lib/format'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { canonicalUrl, pageRobots } from '@/lib/inventory/seo'
import { parseVehiclePath, vehiclePath } from '@/lib/inventory/vehicle-path'
import { detailFacts } from '@/lib/redirects/vehicle-status-answer'
import {
  vehicleDetailOutcome,
  type DetailVehicle,
  type VehicleDetailOutcome,
} from '@/lib/inventory/vehicle-detail-outcome'
import type { StoreSetting, Vehicle } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { findSimilarVehicles, findVehicleByVin } from './vehicle-detail-queries'
import type { VehicleCardData } from './vehicles'
import { languageAlternates } from '@/lib/i18n/alternates'

/**
 * The store settings a detail page reads: payment math, unlock-price flags, the seller's contact facts, and the
 * sales hours and zone a test drive falls back to when the vehicle's location has no hours of its own.
 */
export type VehiclePageSettings = Pick<
  StoreSetting,
  'fees' | 'apr' | 'calculator' | 'financeDefaults' | 'unlockPrice' | 'dealership' | 'phones' | 'salesHours' | 'timezone'
>

/**
 * A vehicle by VIN (uppercase) with its relations populated, whatever its status: sold and reserve vehicles are
 * read too, because the page must tell them apart (410-style sold page, hidden reserve), not just miss them.
 */
export async function getVehicleByVin(vin: string): Promise<Vehicle | null> {
  await deferPastBuild()
  return readVehicleByVin(vin.toUpperCase())
}

async function readVehicleByVin(vin: string): Promise<Vehicle | null> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.media)
  cacheLife('hours')
  const vehicle = await findVehicleByVin(await getPayloadClient(), vin)
  if (vehicle) cacheTag(TAGS.vehicle(vehicle.id))
  return vehicle
}

/**
 * The facts the detail route decides with (path parts, status) for the proxy, which cannot load Payload: it
 * redirects stale paths and answers 410 for sold vehicles before the page renders. Null for an unknown or reserve
 * VIN (the page answers 404). Shares the detail page's cache entry.
 */
export async function getDetailVehicle(vin: string): Promise<DetailVehicle | null> {
  await deferPastBuild()
  return detailFacts(await readVehicleByVin(vin.toUpperCase()))
}

/** Payment, unlock-price and seller settings for the detail page. */
export async function getVehiclePageSettings(): Promise<VehiclePageSettings> {
  await deferPastBuild()
  return readVehiclePageSettings()
}

async function readVehiclePageSettings(): Promise<VehiclePageSettings> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  return payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: {
      fees: true,
      apr: true,
      calculator: true,
      financeDefaults: true,
      unlockPrice: true,
      dealership: true,
      phones: true,
      salesHours: true,
      timezone: true,
    },
  })
}

/** What the detail route should do for these two URL segments: 404, redirect, or render the vehicle. */
export async function resolveVehicleDetail(
  conditionSegment: string,
  slugSegment: string,
): Promise<VehicleDetailOutcome<Vehicle>> {
  const parts = parseVehiclePath(conditionSegment, slugSegment)
  if (!parts) return { kind: 'not-found' }
  const vehicle = await getVehicleByVin(parts.vin)
  return vehicleDetailOutcome(conditionSegment, slugSegment, vehicle)
}

/** The page title: '{year} {make} {model} {trim} for sale in {city}, {state} | {dealer}'. */
export function vehicleTitle(vehicle: Vehicle, settings: Pick<VehiclePageSettings, 'dealership'>): string {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  const { city, stateShort, state, name: dealer } = settings.dealership ?? {}
  const place = [city, stateShort || state].filter(Boolean).join(', ')
  return `${name} for sale${place ? ` in ${place}` : ''}${dealer ? ` | ${dealer}` : ''}`
}

/** Title, description, canonical and robots of a detail page; a sold vehicle is noindex. */
export async function vehicleDetailMetadata(
  conditionSegment: string,
  slugSegment: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Metadata> {
  const outcome = await resolveVehicleDetail(conditionSegment, slugSegment)
  // The page itself answers 404 or redirects; its metadata only needs to stay out of the index meanwhile.
  if (outcome.kind !== 'vehicle') return { robots: pageRobots(false) }
  const { vehicle } = outcome
  const settings = await getVehiclePageSettings()
  const sold = vehicle.status === 'sold'
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  const dealer = settings.dealership?.name
  const english = sold
    ? `This ${name} has been sold. See similar vehicles for sale at ${dealer ?? 'our dealership'}.`
    : `${name}${vehicle.mileage != null ? ` with ${formatInteger(vehicle.mileage)} miles` : ''}, ` +
      `VIN ${vehicle.vin}. See photos, features, the vehicle history report and estimate your payment.`
  const description = locale === 'es' ? vehicleDescriptionEs(vehicle, name, sold, dealer) : english
  return {
    title: vehicleTitle(vehicle, settings),
    description,
    alternates: languageAlternates(canonicalUrl(vehiclePath(vehicle), { allowedParams: [] })),
    robots: pageRobots(!sold),
  }
}

/** The Spanish meta description of a vehicle page. */
function vehicleDescriptionEs(vehicle: Vehicle, name: string, sold: boolean, dealer: string | null | undefined): string {
  if (sold) return `Este ${name} ya se vendió. Vea vehículos similares en venta en ${dealer ?? 'nuestro concesionario'}.`
  const miles = vehicle.mileage != null ? ` con ${formatInteger(vehicle.mileage)} millas` : ''
  return `${name}${miles}, VIN ${vehicle.vin}. Vea fotos, características, el informe de historial del vehículo y calcule su pago.`
}

/** Up to `limit` available, non-reserve vehicles of the same body style or make, excluding the vehicle itself. */
export async function getSimilarVehicles(
  vehicle: Pick<Vehicle, 'id' | 'make' | 'bodyStyle'>,
  limit = 4,
): Promise<VehicleCardData[]> {
  await deferPastBuild()
  const bodyStyleId = typeof vehicle.bodyStyle === 'object' ? vehicle.bodyStyle?.id : vehicle.bodyStyle
  return readSimilarVehicles(vehicle.id, vehicle.make, bodyStyleId ?? null, limit)
}

async function readSimilarVehicles(
  id: string,
  make: string,
  bodyStyleId: string | null,
  limit: number,
): Promise<VehicleCardData[]> {
  'use cache'
  cacheTag(TAGS.vehicles, TAGS.media)
  cacheLife('hours')
  return findSimilarVehicles(await getPayloadClient(), { id, make, bodyStyleId }, limit)
}
