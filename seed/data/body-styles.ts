import type { BodyStyle } from '@/payload-types'

import type { BodyStyleValue } from './catalog'

export type BodyStyleFixture = Omit<BodyStyle, 'id' | 'createdAt' | 'updatedAt' | 'image' | 'startingPrice'> & {
  value: BodyStyleValue
  /** Paint of the cut-out illustration in the body-style browser. */
  imageHex: string
}

const style = (value: BodyStyleValue, name: string, icon: string, imageHex: string, buyingGuide: string) => ({
  value,
  name,
  icon,
  imageHex,
  buyingGuide,
  active: true,
})

/** The nine body styles in browse order; starting prices come from the seeded inventory. */
export const BODY_STYLES: BodyStyleFixture[] = [
  style('suvs', 'SUVs', 'suv', '#24467f',
    'SUVs combine cargo room, a high seating position and available all-wheel drive for Midwest winters. Compact SUVs like the RAV4 and CR-V are efficient daily drivers; three-row models like the Highlander, Pilot and Telluride seat up to eight.'),
  style('sedans', 'Sedans', 'sedan', '#9e1b24',
    'Sedans are the most affordable way into a comfortable, fuel-efficient car. Look at the Camry, Accord and Civic for reliability, or a 3 Series or ES for luxury.'),
  style('trucks', 'Trucks', 'truck', '#1b1d22',
    'Pickups tow, haul and hold their value. Decide on cab size, bed length and towing capacity first; half-ton trucks tow 8,000 to 13,000 pounds, heavy-duty diesels far more.'),
  style('minivans', 'Minivans', 'minivan', '#b8bcc2',
    'Nothing moves a family like a minivan: sliding doors, eight seats and room for strollers. The Sienna hybrid returns about 36 mpg; the Pacifica and Sienna offer all-wheel drive.'),
  style('hatchbacks', 'Hatchbacks', 'hatchback', '#d9652b',
    'Hatchbacks give you sedan fuel economy with the cargo flexibility of a small SUV. The Civic Hatchback, Mazda3 and GTI are also fun to drive.'),
  style('coupes', 'Coupes', 'coupe', '#f2b134',
    'Two doors, sleek lines and usually more power. Mustang and Camaro V8s are classics; the GR86 and BRZ are light, balanced and affordable.'),
  style('convertibles', 'Convertibles', 'convertible', '#9e1b24',
    'Top-down driving for every Midwest summer day. The MX-5 Miata is the benchmark roadster; the Mustang and 4 Series add back seats.'),
  style('wagons', 'Wagons', 'wagon', '#4c5a45',
    'Wagons carry like an SUV but drive like a car. The Subaru Outback is the Midwest favourite, with standard all-wheel drive and 8.7 inches of ground clearance.'),
  style('commercial', 'Commercial', 'van', '#f2f3f1',
    'Cargo vans and work trucks for contractors and fleets. Compare roof height, wheelbase and payload; we can help with upfits and business financing.'),
].map((entry, index) => ({ ...entry, sortOrder: index + 1 }))
