/**
 * schema.org structured data of a vehicle detail page: a Car with its Offer and the selling AutoDealer. Pure, so
 * the exact JSON search engines read is unit-tested; the page only serialises it.
 */
import type { StoreSetting, Vehicle } from '@/payload-types'

/** The vehicle fields the structured data reads. */
export type JsonLdVehicle = Pick<
  Vehicle,
  'vin' | 'condition' | 'status' | 'year' | 'modelYear' | 'make' | 'model' | 'trim' | 'mileage' | 'price'
> &
  Partial<Pick<Vehicle, 'exteriorColor' | 'bodyStyle' | 'fuelType'>>

/** The seller facts: dealership name and address, main phone. */
export type JsonLdSeller = Pick<StoreSetting, 'dealership' | 'phones'>

type JsonObject = { [key: string]: JsonValue }
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject

function compact(object: Record<string, JsonValue | undefined>): JsonObject {
  return Object.fromEntries(
    Object.entries(object).filter((entry): entry is [string, JsonValue] => entry[1] !== undefined && entry[1] !== ''),
  )
}

function sellerJsonLd({ dealership, phones }: JsonLdSeller): JsonObject {
  const street = [dealership?.addressLine1, dealership?.addressLine2].filter(Boolean).join(', ')
  return compact({
    '@type': 'AutoDealer',
    name: dealership?.name ?? undefined,
    telephone: phones?.main ?? phones?.sales ?? undefined,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: street || undefined,
      addressLocality: dealership?.city ?? undefined,
      addressRegion: dealership?.stateShort ?? dealership?.state ?? undefined,
      postalCode: dealership?.zip ?? undefined,
      addressCountry: 'US',
    }),
  })
}

/**
 * The Car object for a vehicle: VIN, odometer in miles (UN/CEFACT code SMI), New or Used condition (certified
 * pre-owned is used), brand, model, model year, colour and an Offer in USD that is InStock or SoldOut.
 * `url` is the page's absolute or root-relative address.
 */
export function vehicleJsonLd(vehicle: JsonLdVehicle, seller: JsonLdSeller, url?: string): JsonObject {
  const name = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name,
    url,
    vehicleIdentificationNumber: vehicle.vin,
    brand: { '@type': 'Brand', name: vehicle.make },
    model: vehicle.model,
    vehicleConfiguration: vehicle.trim ?? undefined,
    vehicleModelDate: String(vehicle.modelYear ?? vehicle.year),
    color: vehicle.exteriorColor ?? undefined,
    itemCondition: vehicle.condition === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    mileageFromOdometer:
      vehicle.mileage != null ? { '@type': 'QuantitativeValue', value: vehicle.mileage, unitCode: 'SMI' } : undefined,
    offers: compact({
      '@type': 'Offer',
      price: vehicle.price,
      priceCurrency: 'USD',
      availability: vehicle.status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      url,
      seller: sellerJsonLd(seller),
    }),
  })
}

/** JSON for a script tag: `<` escaped so a value can never close the script element early. */
export function serializeJsonLd(data: JsonObject): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
