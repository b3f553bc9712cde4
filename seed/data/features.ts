import type { Random } from '../lib/random'

import type { BodyStyleValue, FuelType } from './catalog'

const BASE = ['Bluetooth', 'Backup Camera', 'Keyless Entry', 'Cruise Control', 'USB Ports', 'Power Windows']
const MID = [
  'Apple CarPlay',
  'Android Auto',
  'Heated Front Seats',
  'Remote Start',
  'Blind Spot Monitor',
  'Lane Keep Assist',
  'Alloy Wheels',
  'Push Button Start',
  'Automatic Emergency Braking',
]
const PREMIUM = [
  'Leather Seats',
  'Sunroof / Moonroof',
  'Navigation System',
  'Adaptive Cruise Control',
  'Heated Steering Wheel',
  'Premium Audio',
  'Wireless Phone Charging',
  'Ventilated Front Seats',
  '360-Degree Camera',
  'Memory Seats',
]
const BY_BODY: Partial<Record<BodyStyleValue, readonly string[]>> = {
  suvs: ['Third Row Seating', 'Power Liftgate', 'Roof Rails', 'Tow Hitch'],
  trucks: ['Tow Package', 'Bed Liner', 'Trailer Brake Controller', 'Running Boards'],
  minivans: ['Third Row Seating', 'Power Sliding Doors', 'Rear Entertainment System', 'Rear Climate Control'],
  commercial: ['Cargo Partition', 'Ladder Rack', 'Upfit Shelving', 'Rubber Floor'],
  convertibles: ['Power Soft Top', 'Wind Deflector'],
  coupes: ['Sport Suspension', 'Performance Exhaust'],
  wagons: ['Roof Rails', 'Power Liftgate'],
  hatchbacks: ['Split-Folding Rear Seat'],
}
const BY_FUEL: Partial<Record<FuelType, readonly string[]>> = {
  electric: ['DC Fast Charging', 'Heat Pump'],
  'plug-in-hybrid': ['Level 2 Charging'],
  hybrid: ['Regenerative Braking'],
}

/** A plausible features list: more comfort and tech on higher trims (trimLevel 0 = base, 1 = top). */
export function featuresFor(
  random: Random,
  bodyStyle: BodyStyleValue,
  fuelType: FuelType,
  trimLevel: number,
): { feature: string }[] {
  const chosen = [
    ...random.sample(BASE, 4),
    ...random.sample(MID, 3 + Math.round(trimLevel * 5)),
    ...random.sample(PREMIUM, Math.round(trimLevel * 6)),
    ...random.sample(BY_BODY[bodyStyle] ?? [], 2),
    ...(BY_FUEL[fuelType] ?? []),
  ]
  return chosen.map((feature) => ({ feature }))
}
