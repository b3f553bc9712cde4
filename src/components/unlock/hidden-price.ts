import type { vehicleJsonLd } from '@/lib/inventory/json-ld'

type VehicleJsonLd = ReturnType<typeof vehicleJsonLd>

/** The vehicle's structured data without its Offer price, for a page whose price is locked behind the unlock. */
export function withoutPrice(data: VehicleJsonLd): VehicleJsonLd {
  const offers = data.offers
  if (typeof offers !== 'object' || offers === null || Array.isArray(offers)) return data
  return { ...data, offers: Object.fromEntries(Object.entries(offers).filter(([key]) => key !== 'price')) }
}
