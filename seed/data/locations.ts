import type { Location } from '@/payload-types'

export type LocationFixture = Omit<Location, 'id' | 'createdAt' | 'updatedAt'> & { slug: string }

const maps = (lat: number, lng: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`

const location = (
  slug: string,
  fields: Omit<LocationFixture, 'slug' | 'link' | 'inventoryLink' | 'mapsLink'>,
): LocationFixture => ({
  slug,
  link: `/contact-us#${slug}`,
  inventoryLink: `/used-cars-for-sale?location=${slug}`,
  mapsLink: maps(fields.coordinates?.latitude ?? 0, fields.coordinates?.longitude ?? 0),
  ...fields,
})

/** The group's four stores; Rockford is the current location. Phone numbers use the fictional 555-01xx range. */
export const LOCATIONS: LocationFixture[] = [
  location('rockford-il', {
    name: 'Rockford',
    subname: 'Rock River Auto Group – Rockford',
    currentLocation: true,
    sortOrder: 1,
    timezone: 'America/Chicago',
    addressLine1: '6250 E State St',
    city: 'Rockford',
    state: 'IL',
    zip: '61108',
    coordinates: { latitude: 42.2662, longitude: -88.9784 },
    phones: { sales: '(815) 555-0187', service: '(815) 555-0188', parts: '(815) 555-0189' },
    note: 'Our flagship store, right off I-90 at the East State Street exit.',
  }),
  location('moline-il', {
    name: 'Moline',
    subname: 'Rock River Auto Group – Quad Cities',
    currentLocation: false,
    sortOrder: 2,
    timezone: 'America/Chicago',
    addressLine1: '3900 John Deere Rd',
    city: 'Moline',
    state: 'IL',
    zip: '61265',
    coordinates: { latitude: 41.4724, longitude: -90.4892 },
    phones: { sales: '(309) 555-0142', service: '(309) 555-0143', parts: '(309) 555-0144' },
    note: 'Across from SouthPark Mall, five minutes from the Quad City International Airport.',
  }),
  location('elkhart-in', {
    name: 'Elkhart',
    subname: 'Rock River Auto Group – Elkhart',
    currentLocation: false,
    sortOrder: 3,
    timezone: 'America/Indiana/Indianapolis',
    addressLine1: '2500 Cassopolis St',
    addressLine2: 'Suite A',
    city: 'Elkhart',
    state: 'IN',
    zip: '46514',
    coordinates: { latitude: 41.7203, longitude: -85.9737 },
    phones: { sales: '(574) 555-0163', service: '(574) 555-0164', parts: '(574) 555-0165' },
    note: 'Near the Indiana Toll Road exit 92; Eastern Time.',
  }),
  location('fort-wayne-in', {
    name: 'Fort Wayne',
    subname: 'Rock River Auto Group – Fort Wayne',
    currentLocation: false,
    sortOrder: 4,
    timezone: 'America/Indiana/Indianapolis',
    addressLine1: '5725 Illinois Rd',
    city: 'Fort Wayne',
    state: 'IN',
    zip: '46804',
    coordinates: { latitude: 41.0726, longitude: -85.2152 },
    phones: { sales: '(260) 555-0119', service: '(260) 555-0120', parts: '(260) 555-0121' },
    note: 'West side of Fort Wayne, by Jefferson Pointe; Eastern Time.',
  }),
]
