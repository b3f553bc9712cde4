/**
 * The free-text search's two listing parameters, which the path grammar does not know (like `payment=`):
 * `q` — keyword terms matched against make, model, trim, colour, drivetrain and features (every term must match),
 * and `year` — a model-year window, `2019` or `2017,2019` (an open side written `null`, as in `mileage=`).
 * Invalid values are dropped, as for every listing parameter (style rule 11); the canonical spelling is what the
 * writers return, so one search is one cache entry. Pure: no Payload, no Next.
 */
import { z } from 'zod'

/** A model-year window; null on a side means open. At least one side is set. */
export interface YearRange {
  min: number | null
  max: number | null
}

/** Most keyword terms a search keeps; further words are dropped (they would only ever narrow to nothing). */
export const MAX_KEYWORD_TERMS = 6
/** Longest keyword term kept. */
export const MAX_TERM_LENGTH = 30

/** Years the `year` filter accepts. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2099

/** Lowercase words of letters and digits (accents folded), deduplicated, at most MAX_KEYWORD_TERMS. */
export function keywordTerms(text: string): string[] {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '' && word.length <= MAX_TERM_LENGTH)
  return [...new Set(words)].slice(0, MAX_KEYWORD_TERMS)
}

const keywordSchema = z.string().max(500).transform(keywordTerms).catch([])

/** Reads `q=`: its terms, or [] when absent or unreadable. */
export function parseKeywordParam(value: string | undefined): string[] {
  return value === undefined ? [] : keywordSchema.parse(value)
}

/** The canonical value of `q=`: the terms joined by spaces. */
export function keywordValue(terms: readonly string[]): string {
  return terms.join(' ')
}

const YEAR = /^(null|\d{4})(?:,(null|\d{4}))?$/

function readYears(value: string): YearRange | null {
  const match = YEAR.exec(value.trim().toLowerCase())
  if (!match) return null
  const side = (raw: string): number | null => (raw === 'null' ? null : Number(raw))
  const min = side(match[1])
  const max = match[2] === undefined ? min : side(match[2])
  if (min === null && max === null) return null
  const inRange = (year: number | null) => year === null || (year >= MIN_YEAR && year <= MAX_YEAR)
  if (!inRange(min) || !inRange(max) || (min !== null && max !== null && min > max)) return null
  return { min, max }
}

const yearSchema = z.string().max(20).transform(readYears).catch(null)

/** Reads `year=`: a window, or null when absent or invalid. */
export function parseYearParam(value: string | undefined): YearRange | null {
  return value === undefined ? null : yearSchema.parse(value)
}

/** The canonical value of `year=`: `2019` for one year, else `min,max` with `null` for an open side. */
export function yearValue(range: YearRange): string {
  if (range.min !== null && range.min === range.max) return String(range.min)
  return `${range.min ?? 'null'},${range.max ?? 'null'}`
}

/** True when a model year lies in the window. */
export function matchesYears(year: number, range: YearRange): boolean {
  return (range.min === null || year >= range.min) && (range.max === null || year <= range.max)
}
