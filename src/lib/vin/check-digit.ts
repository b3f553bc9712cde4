/**
 * North American VIN check digit (49 CFR 565.15): each character is transliterated to a number, multiplied by
 * the weight of its position, and the sum modulo 11 is the check digit in position 9 (10 is written 'X').
 */

/** Characters a VIN may contain: digits and capital letters except I, O and Q (they look like 1 and 0). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}

function characterValue(character: string): number {
  if (character >= '0' && character <= '9') return Number(character)
  const value = TRANSLITERATION[character]
  if (value === undefined) throw new Error(`Invalid VIN character '${character}'`)
  return value
}

/** The check digit ('0'-'9' or 'X') a 17-character VIN must carry in position 9; throws on invalid characters. */
export function computeCheckDigit(vin: string): string {
  const upper = vin.toUpperCase()
  if (!VIN_PATTERN.test(upper)) throw new Error(`A VIN has 17 characters from A-H, J-N, P, R-Z, 0-9: '${vin}'`)
  let sum = 0
  for (let index = 0; index < 17; index++) sum += characterValue(upper[index]) * WEIGHTS[index]
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/** True when the VIN has 17 valid characters and a correct check digit in position 9 (case-insensitive). */
export function isValidVin(vin: string): boolean {
  const upper = vin.toUpperCase()
  if (!VIN_PATTERN.test(upper)) return false
  return computeCheckDigit(upper) === upper[8]
}

/** Returns the 17-character VIN with position 9 replaced by its correct check digit (uppercased). */
export function withCheckDigit(vin17: string): string {
  const upper = vin17.toUpperCase()
  return `${upper.slice(0, 8)}${computeCheckDigit(upper)}${upper.slice(9)}`
}
