/** Body-style values of SPEC section 3, in the order the site lists them. */
export const BODY_STYLE_VALUES = [
  'suvs',
  'sedans',
  'trucks',
  'minivans',
  'hatchbacks',
  'coupes',
  'convertibles',
  'wagons',
  'commercial',
] as const
export type BodyStyleValue = (typeof BODY_STYLE_VALUES)[number]

export type FuelType = 'gasoline' | 'diesel' | 'hybrid' | 'plug-in-hybrid' | 'electric' | 'flex-fuel'
export type Drivetrain = 'fwd' | 'rwd' | 'awd' | '4wd'

/** One model line of the catalog: real WMI and a plausible VDS, trims with base MSRP in today's dollars. */
export type ModelSpec = {
  make: string
  model: string
  bodyStyle: BodyStyleValue
  /** World manufacturer identifier (VIN positions 1-3) of the plant that builds this model. */
  wmi: string
  /** VIN positions 4-8 (vehicle descriptor section), without the check digit. */
  vds: string
  /** VIN position 11: assembly plant code. */
  plant: string
  years: readonly [number, number]
  doors: number
  trims: readonly (readonly [name: string, msrp: number])[]
  engine: string
  fuelType: FuelType
  drivetrains: readonly Drivetrain[]
  /** City / highway MPG; for electric vehicles MPGe. */
  mpg: readonly [number, number]
  /** Share of units with a manual gearbox (sports cars, older trucks); default 0. */
  manualShare?: number
}
