/**
 * Which private-reserve vehicles a listing shows to a visitor who unlocked them: the SRP's own rule
 * (matchesCriteria of ../inventory/facets) applied to each reserve car, so a reserve car appears under exactly the
 * listing it would appear under if it were public. The reserve is a few dozen cars, so no index is needed. Pure.
 */
import { hasPremiumFeature, matchesCriteria, type FacetRow, type SearchCriteria } from '@/lib/inventory/facets'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

/** A reserve vehicle as ../data/reserve reads it: the card's fields plus what the filters look at. */
export interface ReserveVehicle {
  id: string
  vin: string
  condition: Condition
  bodyStyle: BodyStyleValue | null
  year: number
  make: string
  model: string
  trim: string | null
  price: number
  previousPrice: number | null
  mileage: number | null
  exteriorColor: string | null
  features: readonly string[]
  image: { url: string; alt: string; width: number | null; height: number | null } | null
}

/** What the visitor's browser receives for one car: no VIN or id beyond what naming the car needs. */
export interface ReserveCard {
  key: string
  title: string
  trim: string | null
  condition: Condition
  price: number
  previousPrice: number | null
  mileage: number | null
  exteriorColor: string | null
  image: ReserveVehicle['image']
  /** Where to ask about it: a reserve car has no public page. */
  inquiryHref: string
}

function facetRowOf(vehicle: ReserveVehicle): FacetRow {
  return {
    condition: vehicle.condition,
    bodyStyle: vehicle.bodyStyle,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    price: vehicle.price,
    previousPrice: vehicle.previousPrice,
    mileage: vehicle.mileage,
    premium: hasPremiumFeature(vehicle.features),
  }
}

/** The reserve vehicles the listing's criteria select, cheapest first (the reserve is shown as one short list). */
export function matchReserve(vehicles: readonly ReserveVehicle[], criteria: SearchCriteria): ReserveVehicle[] {
  return vehicles
    .filter((vehicle) => matchesCriteria(facetRowOf(vehicle), criteria))
    .sort((a, b) => a.price - b.price || a.vin.localeCompare(b.vin))
}

/** The card of a reserve car, linking to the contact form with the car named (stock number = VIN). */
export function reserveCardOf(vehicle: ReserveVehicle): ReserveCard {
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`
  const subject = `${title}${vehicle.trim ? ` ${vehicle.trim}` : ''} (private reserve, VIN ${vehicle.vin})`
  return {
    key: vehicle.id,
    title,
    trim: vehicle.trim,
    condition: vehicle.condition,
    price: vehicle.price,
    previousPrice: vehicle.previousPrice,
    mileage: vehicle.mileage,
    exteriorColor: vehicle.exteriorColor,
    image: vehicle.image,
    inquiryHref: `/contact-us?${new URLSearchParams({ vehicle: subject }).toString()}`,
  }
}
