/**
 * Reads of /favorites and /compare: the VINs of the query string, each read through the vehicle
 * page's own cached reader (any status, so a sold favorite still shows as sold), and the settings the prices and
 * payments need. The pages are per-link (dynamic); what they read is cached per VIN and shared with the VDPs.
 */
import type { Metadata } from 'next'

import { listedVehicle, type ListedVehicle } from '@/lib/favorites/listed'
import { parseVinList } from '@/lib/favorites/vin-list'
import { pageRobots } from '@/lib/inventory/seo'
import type { Vehicle } from '@/payload-types'

import { getVehicleByVin, getVehiclePageSettings, type VehiclePageSettings } from './vehicle-detail'

export interface VehicleListPage {
  /** The valid VINs of the link, in its order, at most the page's limit. */
  vins: string[]
  /** What was wrong with the link (not VINs, too many), shown above what could be read. */
  message: string | null
  listed: ListedVehicle<Vehicle>[]
  settings: VehiclePageSettings
}

/** The vehicles of a `vins` query parameter (at most `max`) and the settings their prices need. */
export async function getVehicleListPage(raw: string | string[] | undefined, max: number): Promise<VehicleListPage> {
  const parsed = parseVinList(raw, max)
  const [vehicles, settings] = await Promise.all([
    Promise.all(parsed.vins.map((vin) => getVehicleByVin(vin))),
    getVehiclePageSettings(),
  ])
  return {
    vins: parsed.vins,
    message: parsed.ok ? null : parsed.message,
    listed: parsed.vins.map((vin, index) => listedVehicle(vin, vehicles[index] ?? null)),
    settings,
  }
}

/** Title and robots of these per-visitor pages: never indexed (each link is someone's list), links followed. */
export function vehicleListMetadata(heading: string, settings: Pick<VehiclePageSettings, 'dealership'>): Metadata {
  const dealer = settings.dealership?.name
  return { title: dealer ? `${heading} | ${dealer}` : heading, robots: pageRobots(false) }
}
