import { describe, expect, it } from 'vitest'

import { SALES_HOURS, SERVICE_HOURS } from '@/lib/settings/defaults'
import { dealerJsonLd, openingHours } from '@/lib/structured-data/dealer'

const SETTINGS = {
  dealership: {
    name: 'Rockford Auto Group',
    addressLine1: '5200 E State St',
    city: 'Rockford',
    state: 'Illinois',
    stateShort: 'IL',
    zip: '61108',
  },
  phones: { main: '(815) 555-0100', sales: '(815) 555-0101', service: '(815) 555-0102' },
  salesHours: SALES_HOURS,
  serviceHours: SERVICE_HOURS,
  mapCoordinates: { latitude: 42.2655, longitude: -88.9953 },
}

const day = (name: string) => `https://schema.org/${name}`
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day)

describe('openingHours', () => {
  it("groups the SPEC's sales hours: Mon-Fri 10-19, Sat 9-17, Sunday closed (absent)", () => {
    expect(openingHours(SALES_HOURS)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '10:00', closes: '19:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '09:00', closes: '17:00' },
    ])
  })

  it("the SPEC's service hours: Mon-Fri 8-18, the weekend closed", () => {
    expect(openingHours(SERVICE_HOURS)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: WEEKDAYS, opens: '08:00', closes: '18:00' },
    ])
  })

  it('leaves out rows without usable times and copes with no hours at all', () => {
    expect(openingHours([{ day: 'monday', closed: false, open: '9am', close: '17:00' }])).toEqual([])
    expect(openingHours(null)).toEqual([])
  })
})

describe('dealerJsonLd', () => {
  it('is an AutoDealer with address, geo, sales phone and hours, and an AutoRepair department', () => {
    const data = dealerJsonLd(SETTINGS, 'https://cars.example.com')
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Rockford Auto Group',
      url: 'https://cars.example.com',
      telephone: '(815) 555-0101',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '5200 E State St',
        addressLocality: 'Rockford',
        addressRegion: 'IL',
        postalCode: '61108',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 42.2655, longitude: -88.9953 },
      department: [
        {
          '@type': 'AutoRepair',
          name: 'Rockford Auto Group Service Center',
          telephone: '(815) 555-0102',
          openingHoursSpecification: openingHours(SERVICE_HOURS),
        },
      ],
    })
    expect(data.openingHoursSpecification).toEqual(openingHours(SALES_HOURS))
    // Valid JSON as search engines read it.
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('leaves out what is not configured instead of writing empty values', () => {
    const data = dealerJsonLd({ dealership: {}, phones: {}, salesHours: [], serviceHours: [], mapCoordinates: {} })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      address: { '@type': 'PostalAddress', addressCountry: 'US' },
      department: [{ '@type': 'AutoRepair', address: { '@type': 'PostalAddress', addressCountry: 'US' } }],
    })
  })
})
