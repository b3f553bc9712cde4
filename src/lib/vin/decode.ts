/**
 * What a VIN says on its own: the model year from position 10, with position 7 choosing between the
 * two 30-year cycles, the manufacturer from the world manufacturer identifier (positions 1-3) for the makes a
 * Midwest dealer sees, and whether the North American check digit holds. Pure; no lookup service.
 */
import { computeCheckDigit, VIN_PATTERN } from './check-digit'
import { WMI_MAKES } from './wmi'

/** Model-year codes of position 10 in order from 1980 (and again from 2010): no I, O, Q, U, Z or 0. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'
const CYCLE_START = 1980
const CYCLE_YEARS = 30

/**
 * 'valid' or 'invalid' for vehicles built for North America (region 1-5), where the check digit is required;
 * 'not-required' for a VIN from elsewhere whose position 9 does not hold it (European VINs often carry a filler
 * such as 'Z' there), which is no reason to refuse the car.
 */
export type CheckDigitStatus = 'valid' | 'invalid' | 'not-required'

export interface DecodedVin {
  vin: string
  /** null when position 10 is not a year code. */
  modelYear: number | null
  /** null when the manufacturer identifier is not in the table. */
  make: string | null
  checkDigit: CheckDigitStatus
}

export type VinDecodeResult = { ok: true; decoded: DecodedVin } | { ok: false; reason: 'format' | 'check-digit' }

/** Trims, drops inner spaces and dashes and upper-cases what a visitor typed or pasted. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase()
}

/**
 * The model year of position 10. A letter in position 7 means the 2010-2039 cycle, a digit the 1980-2009 one
 * (the rule for North American cars, light trucks and MPVs). A year more than one year ahead of `now` is taken
 * from the earlier cycle: makers outside North America do not all follow the position-7 rule.
 */
export function modelYearOf(vin: string, now: Date = new Date()): number | null {
  const index = YEAR_CODES.indexOf(vin[9] ?? '')
  if (index < 0) return null
  const lettered = /[A-Z]/.test(vin[6] ?? '')
  let year = CYCLE_START + index + (lettered ? CYCLE_YEARS : 0)
  const latest = now.getUTCFullYear() + 1
  while (year > latest) year -= CYCLE_YEARS
  return year
}

/** The make of a VIN's world manufacturer identifier, or null when the table does not know it. */
export function makeOf(vin: string): string | null {
  return WMI_MAKES[vin.slice(0, 3)] ?? null
}

/** Region 1-5 (United States, Canada, Mexico): the check digit is mandatory there. */
function builtForNorthAmerica(vin: string): boolean {
  return /^[1-5]/.test(vin)
}

/** Decodes a VIN; refuses a wrong format, and a wrong check digit on a North American VIN. */
export function decodeVin(input: string, now: Date = new Date()): VinDecodeResult {
  const vin = normalizeVin(input)
  if (!VIN_PATTERN.test(vin)) return { ok: false, reason: 'format' }
  const holds = computeCheckDigit(vin) === vin[8]
  if (!holds && builtForNorthAmerica(vin)) return { ok: false, reason: 'check-digit' }
  return {
    ok: true,
    decoded: { vin, modelYear: modelYearOf(vin, now), make: makeOf(vin), checkDigit: holds ? 'valid' : 'not-required' },
  }
}
