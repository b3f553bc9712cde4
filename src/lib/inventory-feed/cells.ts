/**
 * Parsers of single CSV cells. Each receives the trimmed, non-empty text of a cell and returns its value or the
 * message a feed author sees after `line N, column:`. They reuse the vehicle validators the admin applies, so a
 * row that passes here also passes the collection's validation.
 */
import { computeCheckDigit, isValidVin } from '@/lib/vin/check-digit'
import { hexColorError, httpUrlError, normalizeVin, vinError, yearError } from '@/lib/vehicles/validation'

export type CellResult<T> = { ok: true; value: T } | { ok: false; message: string }
export type CellParser<T> = (text: string) => CellResult<T>

const ok = <T>(value: T): CellResult<T> => ({ ok: true, value })
const fail = (message: string): CellResult<never> => ({ ok: false, message })
const quoted = (text: string): string => JSON.stringify(text)
// The admin's messages are sentences ('Enter a …'); after the quoted value they read better in lower case.
const after = (text: string, message: string): string =>
  `${quoted(text)}: ${message.charAt(0).toLowerCase()}${message.slice(1).replace(/\.$/, '')}`

/** Any text, as written. */
export const text: CellParser<string> = (value) => ok(value)

/**
 * The VIN, normalised like the admin does (capitals, no spaces or dashes). Unlike the admin, the feed also demands
 * a correct check digit: the VIN is the key of the upsert, so a mistyped one would add a second car and mark the
 * real one sold.
 */
export const vin: CellParser<string> = (value) => {
  const normalized = normalizeVin(value)
  const formatError = vinError(normalized)
  if (formatError !== true) return fail(after(value, formatError))
  if (!isValidVin(normalized)) {
    const expected = computeCheckDigit(normalized)
    return fail(`${quoted(value)} fails the VIN check digit (position 9 should be ${expected}); a typo?`)
  }
  return ok(normalized)
}

type NumberRules = { min?: number; max?: number; whole?: boolean }

/**
 * A number; dollar signs and thousands separators as spreadsheets write them are accepted
 * ('$24,995.00' is 24995).
 */
export function number({ min, max, whole = false }: NumberRules = {}): CellParser<number> {
  return (value) => {
    const plain = value.replace(/^\$\s*/, '')
    const digits = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(plain) ? plain.replace(/,/g, '') : plain
    if (!/^-?\d+(\.\d+)?$/.test(digits)) return fail(`${quoted(value)} is not a number`)
    const parsed = Number(digits)
    if (whole && !Number.isInteger(parsed)) return fail(`${quoted(value)} is not a whole number`)
    if (min !== undefined && parsed < min) return fail(`${quoted(value)} is less than ${min}`)
    if (max !== undefined && parsed > max) return fail(`${quoted(value)} is more than ${max}`)
    return ok(parsed)
  }
}

/** A model year, with the admin's bounds. */
export const year: CellParser<number> = (value) => {
  if (!/^\d+$/.test(value)) return fail(`${quoted(value)} is not a year`)
  const error = yearError(Number(value))
  return error === true ? ok(Number(value)) : fail(after(value, error))
}

/** One of a fixed list of values, in any letter case. */
export function oneOf<V extends string>(values: readonly V[]): CellParser<V> {
  return (value) => {
    const lower = value.toLowerCase()
    const match = values.find((candidate) => candidate === lower)
    return match ? ok(match) : fail(`${quoted(value)} is not one of ${values.join(', ')}`)
  }
}

/** A lowercase key of another collection (a location's slug); whether it exists is checked against the database. */
export const key: CellParser<string> = (value) => ok(value.toLowerCase())

/** A '#rrggbb' colour. */
export const hexColor: CellParser<string> = (value) => {
  const error = hexColorError(value)
  return error === true ? ok(value.toLowerCase()) : fail(after(value, error))
}

/** A full http(s) URL. */
export const url: CellParser<string> = (value) => {
  const error = httpUrlError(value)
  return error === true ? ok(value) : fail(after(value, error))
}

/** Several values separated by '|' (commas already separate the columns); blank items are skipped. */
export function pipeList<T>(item: CellParser<T>): CellParser<T[]> {
  return (value) => {
    const values: T[] = []
    for (const part of value.split('|').map((piece) => piece.trim())) {
      if (part === '') continue
      const result = item(part)
      if (!result.ok) return result
      values.push(result.value)
    }
    return ok(values)
  }
}
