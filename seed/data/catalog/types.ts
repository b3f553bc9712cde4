import type { BodyStyleValue } from '@/lib/vehicles/body-styles'
import type { Drivetrain, FuelType } from '@/lib/vehicles/spec-options'

export type { BodyStyleValue, Drivetrain, FuelType }

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
