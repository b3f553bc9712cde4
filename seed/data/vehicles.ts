import { formatInteger } from '@/lib/format'

import { createRandom, type Random } from '../lib/random'

import { CATALOG, type BodyStyleValue, type Drivetrain, type FuelType, type ModelSpec } from './catalog'
import { INTERIOR_COLORS, paintFor } from './colors'
import { featuresFor } from './features'
import { LOCATION_SHARES } from './location-shares'
import { buildVin } from './vin'

/** The model year the fixtures treat as "this year", fixed so every run yields the same inventory. */
export const FIXTURE_YEAR = 2026
export const VEHICLE_COUNT = 320

/** A vehicle as seeded, with relationships as natural keys that the seed step resolves to ids. */
export type VehicleFixture = {
  vin: string
  condition: 'new' | 'used' | 'certified'
  status: 'available' | 'sold'
  year: number
  modelYear: number
  make: string
  model: string
  trim: string
  mileage: number
  stockNumber: string
  doors: number
  bodyStyle: BodyStyleValue
  transmission: 'automatic' | 'manual'
  exteriorColor: string
  exteriorColorHex: string
  interiorColor: string
  fuelType: FuelType
  drivetrain: Drivetrain
  engine: string
  mpgCity: number
  mpgHighway: number
  price: number
  previousPrice?: number
  features: { feature: string }[]
  historyReportUrl?: string
  location: string
  reserve: boolean
  valuation?: { adjustedWholeAvg: number; adjustedWholeRough: number; adjustedRetailAvg: number }
  description: string
}

type Condition = VehicleFixture['condition']

function pickCondition(random: Random, spec: ModelSpec): Condition {
  const roll = random.next()
  const canBeNew = spec.years[1] >= FIXTURE_YEAR
  if (roll < 0.25 && canBeNew) return 'new'
  if (roll < 0.42 && spec.years[1] >= FIXTURE_YEAR - 5) return 'certified'
  return 'used'
}

function pickYear(random: Random, spec: ModelSpec, condition: Condition): number {
  if (condition === 'new') return random.int(FIXTURE_YEAR, spec.years[1])
  const newest = Math.min(spec.years[1], FIXTURE_YEAR - 1)
  const oldest = condition === 'certified' ? Math.max(spec.years[0], FIXTURE_YEAR - 5) : Math.max(spec.years[0], 2012)
  // Skew used cars towards three-to-six-year-old trade-ins, as on a real lot.
  const span = newest - oldest
  return newest - Math.min(span, Math.floor(random.next() * random.next() * (span + 1) * 1.6))
}

function pickMileage(random: Random, condition: Condition, age: number): number {
  if (condition === 'new') return random.int(3, 48)
  const perYear = condition === 'certified' ? random.int(7000, 13000) : random.int(8000, 15500)
  const miles = Math.max(age, 1) * perYear + random.int(-2500, 2500)
  return Math.max(condition === 'certified' ? 4200 : 6100, condition === 'certified' ? Math.min(miles, 74800) : miles)
}

// Used prices end in 95 or 995 as dealers advertise them; new prices are MSRP plus options.
function pickPrice(random: Random, msrp: number, condition: Condition, age: number, mileage: number): number {
  if (condition === 'new') return Math.round((msrp * (1 + random.next() * 0.08)) / 5) * 5
  const expectedMiles = Math.max(age, 1) * 12000
  const mileageFactor = Math.min(1.12, Math.max(0.8, 1 - ((mileage - expectedMiles) / expectedMiles) * 0.12))
  const certifiedPremium = condition === 'certified' ? 1.05 : 1
  const value = msrp * 0.86 ** age * mileageFactor * certifiedPremium * (0.95 + random.next() * 0.1)
  return Math.max(5995, Math.round(value / 500) * 500 - 5)
}

function describe(v: Pick<VehicleFixture, 'year' | 'make' | 'model' | 'trim' | 'condition' | 'exteriorColor' | 'mileage'>): string {
  const miles = formatInteger(v.mileage)
  const intro = `This ${v.year} ${v.make} ${v.model} ${v.trim} in ${v.exteriorColor}`
  if (v.condition === 'new') return `${intro} is brand new and ready for delivery, with ${miles} miles on the odometer.`
  const certified = v.condition === 'certified' ? ' It is certified pre-owned with extended factory coverage.' : ''
  return (
    `${intro} has ${miles} miles and passed our 75-point inspection.${certified} ` +
    'A free vehicle-history report is included, and it qualifies for our 3-day exchange policy.'
  )
}

function buildVehicle(random: Random, index: number, usedVins: Set<string>): VehicleFixture {
  const spec = random.pick(CATALOG)
  const condition = pickCondition(random, spec)
  const year = pickYear(random, spec, condition)
  const age = FIXTURE_YEAR - year
  const trimIndex = random.int(0, spec.trims.length - 1)
  const [trim, msrp] = spec.trims[trimIndex]
  const trimLevel = spec.trims.length > 1 ? trimIndex / (spec.trims.length - 1) : 0.5
  const mileage = pickMileage(random, condition, age)
  const price = pickPrice(random, msrp, condition, age, mileage)
  const paint = paintFor(random.next())
  const location = random.pick(LOCATION_SHARES)
  let vin = buildVin(spec, year, random.int(100000, 999999))
  while (usedVins.has(vin)) vin = buildVin(spec, year, random.int(100000, 999999))
  usedVins.add(vin)
  const preOwned = condition !== 'new'
  const priceDrop = preOwned && random.chance(0.2) ? random.pick([500, 750, 1000, 1500, 2000, 2500]) : 0
  const manual = spec.fuelType !== 'electric' && random.chance(spec.manualShare ?? 0)
  const vehicle: VehicleFixture = {
    vin,
    condition,
    status: random.chance(0.04) ? 'sold' : 'available',
    year,
    modelYear: year,
    make: spec.make,
    model: spec.model,
    trim,
    mileage,
    stockNumber: `${location.stockPrefix}${String(year).slice(2)}${String(1000 + index).padStart(4, '0')}`,
    doors: spec.doors,
    bodyStyle: spec.bodyStyle,
    transmission: manual ? 'manual' : 'automatic',
    exteriorColor: paint.name,
    exteriorColorHex: paint.hex,
    interiorColor: random.pick(INTERIOR_COLORS),
    fuelType: spec.fuelType,
    drivetrain: random.pick(spec.drivetrains),
    engine: spec.engine,
    mpgCity: spec.mpg[0],
    mpgHighway: spec.mpg[1],
    price,
    previousPrice: priceDrop ? price + priceDrop : undefined,
    features: featuresFor(random, spec.bodyStyle, spec.fuelType, trimLevel),
    historyReportUrl: preOwned ? `https://www.carfax.com/VehicleHistory/p/Report.cfx?partner=DLR_3&vin=${vin}` : undefined,
    location: location.slug,
    // The private reserve is a slice of the used lot shown only to visitors who unlock it.
    reserve: condition === 'used' && random.chance(0.12),
    valuation: preOwned
      ? {
          adjustedRetailAvg: Math.round((price * 1.03) / 25) * 25,
          adjustedWholeAvg: Math.round((price * 0.84) / 25) * 25,
          adjustedWholeRough: Math.round((price * 0.76) / 25) * 25,
        }
      : undefined,
    description: '',
  }
  vehicle.description = describe(vehicle)
  return vehicle
}

/** The seeded inventory: deterministic, ≥ 300 vehicles across every body style and condition. */
export function vehicleFixtures(count = VEHICLE_COUNT): VehicleFixture[] {
  const random = createRandom(20261122)
  const usedVins = new Set<string>()
  return Array.from({ length: count }, (_, index) => buildVehicle(random, index, usedVins))
}
