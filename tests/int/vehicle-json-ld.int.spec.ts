import { describe, expect, it } from 'vitest'

import { serializeJsonLd, vehicleJsonLd, type JsonLdSeller, type JsonLdVehicle } from '@/lib/inventory/json-ld'
import { vehicleDetailOutcome } from '@/lib/inventory/vehicle-detail-outcome'

const vehicle: JsonLdVehicle = {
  vin: '1HGCM82633A004352',
  condition: 'used',
  status: 'available',
  year: 2021,
  modelYear: null,
  make: 'Honda',
  model: 'Accord',
  trim: 'EX-L',
  mileage: 32150,
  price: 24995,
  exteriorColor: 'Blue',
}

const seller: JsonLdSeller = {
  dealership: { name: 'Test Motors', addressLine1: '1 Main St', city: 'Rockford', stateShort: 'IL', zip: '61101' },
  phones: { main: '(815) 555-0100' },
}

describe('vehicleJsonLd', () => {
  it('describes an available used car as a schema.org Car with an in-stock USD offer from the AutoDealer', () => {
    expect(vehicleJsonLd(vehicle, seller, '/used-cars-for-sale/x')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Honda Accord EX-L',
      url: '/used-cars-for-sale/x',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      brand: { '@type': 'Brand', name: 'Honda' },
      model: 'Accord',
      vehicleConfiguration: 'EX-L',
      vehicleModelDate: '2021',
      color: 'Blue',
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 32150, unitCode: 'SMI' },
      offers: {
        '@type': 'Offer',
        price: 24995,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: '/used-cars-for-sale/x',
        seller: {
          '@type': 'AutoDealer',
          name: 'Test Motors',
          telephone: '(815) 555-0100',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '1 Main St',
            addressLocality: 'Rockford',
            addressRegion: 'IL',
            postalCode: '61101',
            addressCountry: 'US',
          },
        },
      },
    })
  })

  it('marks new cars NewCondition, certified ones UsedCondition and sold ones SoldOut', () => {
    expect(vehicleJsonLd({ ...vehicle, condition: 'new' }, seller).itemCondition).toBe(
      'https://schema.org/NewCondition',
    )
    expect(vehicleJsonLd({ ...vehicle, condition: 'certified' }, seller).itemCondition).toBe(
      'https://schema.org/UsedCondition',
    )
    const sold = vehicleJsonLd({ ...vehicle, status: 'sold' }, seller).offers
    expect(sold).toMatchObject({ availability: 'https://schema.org/SoldOut' })
  })

  it('prefers the model year and leaves out unknown mileage, colour and trim', () => {
    const data = vehicleJsonLd({ ...vehicle, modelYear: 2022, mileage: null, exteriorColor: null, trim: null }, {})
    expect(data.vehicleModelDate).toBe('2022')
    expect(data).not.toHaveProperty('mileageFromOdometer')
    expect(data).not.toHaveProperty('color')
    expect(data).not.toHaveProperty('vehicleConfiguration')
    expect(data.name).toBe('2021 Honda Accord')
  })

  it('serialises without a raw "<" so a value cannot end the script element', () => {
    const text = serializeJsonLd(vehicleJsonLd({ ...vehicle, model: '</script><b>' }, seller))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).model).toBe('</script><b>')
  })
})

describe('vehicleDetailOutcome', () => {
  const path = {
    condition: 'used' as const,
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    trim: 'EX-L',
    vin: vehicle.vin,
  }
  const current = ['used-cars-for-sale', '2021-honda-accord-ex-l-1hgcm82633a004352'] as const

  it('is a 404 without a vehicle or for a reserve one', () => {
    expect(vehicleDetailOutcome(...current, null)).toEqual({ kind: 'not-found' })
    expect(vehicleDetailOutcome(...current, { ...path, status: 'available', reserve: true })).toEqual({
      kind: 'not-found',
    })
  })

  it('redirects a stale slug or condition to the current path and renders the current one, sold or not', () => {
    const car = { ...path, status: 'sold' as const }
    expect(vehicleDetailOutcome(...current, car)).toEqual({ kind: 'vehicle', vehicle: car })
    expect(vehicleDetailOutcome('new-cars-for-sale', current[1], car)).toEqual({
      kind: 'redirect',
      path: `/${current.join('/')}`,
    })
    expect(vehicleDetailOutcome(current[0], '2021-old-name-1HGCM82633A004352', car)).toMatchObject({ kind: 'redirect' })
  })
})
