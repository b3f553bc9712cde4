/**
 * The choices of the vehicle's select fields, stated once: the collection offers them in the admin and the
 * inventory feed accepts exactly these values, so a feed can never store a value the admin cannot show.
 */

export const TRANSMISSIONS = [
  { label: 'Automatic', value: 'automatic' },
  { label: 'Manual', value: 'manual' },
] as const

export const FUEL_TYPES = [
  { label: 'Gasoline', value: 'gasoline' },
  { label: 'Diesel', value: 'diesel' },
  { label: 'Hybrid', value: 'hybrid' },
  { label: 'Plug-in hybrid', value: 'plug-in-hybrid' },
  { label: 'Electric', value: 'electric' },
  { label: 'Flex fuel', value: 'flex-fuel' },
] as const

export const DRIVETRAINS = [
  { label: 'Front-wheel drive (FWD)', value: 'fwd' },
  { label: 'Rear-wheel drive (RWD)', value: 'rwd' },
  { label: 'All-wheel drive (AWD)', value: 'awd' },
  { label: 'Four-wheel drive (4WD)', value: '4wd' },
] as const

export type Transmission = (typeof TRANSMISSIONS)[number]['value']
export type FuelType = (typeof FUEL_TYPES)[number]['value']
export type Drivetrain = (typeof DRIVETRAINS)[number]['value']

/** The values of an option list, e.g. ['automatic', 'manual']. */
export function optionValues<V extends string>(options: readonly { value: V }[]): V[] {
  return options.map((option) => option.value)
}
