import { withCheckDigit } from '@/lib/vin/check-digit'

import type { ModelSpec } from './catalog'

// VIN position 10 repeats every 30 years; 2010 = A. I, O, Q, U, Z and 0 are never used for the year.
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** The VIN position-10 model-year code for 2010-2039. */
export function modelYearCode(year: number): string {
  const code = YEAR_CODES[year - 2010]
  if (year < 2010 || !code) throw new Error(`No model-year code for ${year}`)
  return code
}

/** A VIN for the model: real WMI, the model's VDS, year code, plant and serial, with a correct check digit. */
export function buildVin(spec: ModelSpec, year: number, serial: number): string {
  const body = `${spec.wmi}${spec.vds}0${modelYearCode(year)}${spec.plant}${String(serial).padStart(6, '0')}`
  return withCheckDigit(body)
}
