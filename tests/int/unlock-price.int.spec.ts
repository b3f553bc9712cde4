import { describe, expect, it } from 'vitest'

import { withoutPrice } from '@/components/unlock/hidden-price'
import { serializeJsonLd, vehicleJsonLd, type JsonLdVehicle } from '@/lib/inventory/json-ld'

const VEHICLE: JsonLdVehicle = {
  vin: '1HGCV1F30KA000001',
  condition: 'used',
  status: 'available',
  year: 2019,
  modelYear: 2019,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX',
  mileage: 32000,
  price: 23450,
}

describe('a locked price in structured data', () => {
  it('is left out of the Offer, which keeps its currency, availability and seller', () => {
    const data = vehicleJsonLd(VEHICLE, { dealership: { name: 'Dealer' }, phones: {} }, '/used-cars-for-sale/x')
    const locked = withoutPrice(data)
    expect(serializeJsonLd(data)).toContain('"price":23450')
    expect(serializeJsonLd(locked)).not.toContain('23450')
    expect(locked.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' })
    expect(locked.vehicleIdentificationNumber).toBe(VEHICLE.vin)
  })
})
