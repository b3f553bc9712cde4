/**
 * One CSV row → the vehicle fields it sets. Every cell is checked (zod collects all problems of a row, not the
 * first). A column missing from the header leaves the stored field alone; an empty cell clears it.
 */
import { z } from 'zod'

import { CONDITIONS } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, optionValues } from '@/lib/vehicles/spec-options'

import * as cell from './cells'
import type { CellParser, CellResult } from './cells'
import type { FeedColumn } from './columns'

function unwrap<T>(result: CellResult<T>, raw: string, issues: z.core.$ZodRawIssue[]): T {
  if (result.ok) return result.value
  issues.push({ code: 'custom', message: result.message, input: raw })
  return z.NEVER
}

/** A cell that must hold a value. */
function required<T>(parse: CellParser<T>) {
  return z.string().transform((raw, ctx): T => {
    const text = raw.trim()
    if (text === '') return unwrap<T>({ ok: false, message: 'is required' }, raw, ctx.issues)
    return unwrap(parse(text), raw, ctx.issues)
  })
}

/** A cell that may be empty (→ `empty`, which clears the field) or whose column may be absent (→ undefined). */
function optional<T, E extends T | null = null>(parse: CellParser<T>, empty: E | null = null) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T | E | null | undefined => {
      if (raw === undefined) return undefined
      const text = raw.trim()
      return text === '' ? empty : unwrap(parse(text), raw, ctx.issues)
    })
}

const wholeMiles = cell.number({ min: 0, whole: true })
const mpg = cell.number({ min: 0 })

export const FEED_ROW = z.object({
  vin: required(cell.vin),
  stock_number: optional(cell.text),
  condition: required(cell.oneOf(CONDITIONS)),
  year: required(cell.year),
  model_year: optional(cell.year),
  make: required(cell.text),
  model: required(cell.text),
  trim: optional(cell.text),
  body_style: optional(cell.oneOf(BODY_STYLE_VALUES)),
  location: optional(cell.key),
  price: required(cell.number({ min: 0 })),
  mileage: optional(wholeMiles),
  exterior_color: optional(cell.text),
  exterior_color_hex: optional(cell.hexColor),
  interior_color: optional(cell.text),
  transmission: optional(cell.oneOf(optionValues(TRANSMISSIONS))),
  drivetrain: optional(cell.oneOf(optionValues(DRIVETRAINS))),
  fuel_type: optional(cell.oneOf(optionValues(FUEL_TYPES))),
  engine: optional(cell.text),
  doors: optional(cell.number({ min: 1, max: 6, whole: true })),
  mpg_city: optional(mpg),
  mpg_highway: optional(mpg),
  features: optional(cell.pipeList(cell.text), []),
  description: optional(cell.text),
  history_report_url: optional(cell.url),
  photo_urls: optional(cell.pipeList(cell.url), []),
} satisfies Record<FeedColumn, z.ZodType>)

export type FeedRowValues = z.output<typeof FEED_ROW>

/** The vehicle fields of a valid row; body style and location are still keys, resolved against the database later. */
export function toFeedVehicle(row: FeedRowValues): FeedVehicle {
  return fieldsOf(row)
}

function fieldsOf(row: FeedRowValues) {
  return {
    vin: row.vin,
    stockNumber: row.stock_number,
    condition: row.condition,
    year: row.year,
    modelYear: row.model_year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    bodyStyle: row.body_style,
    location: row.location,
    price: row.price,
    mileage: row.mileage,
    exteriorColor: row.exterior_color,
    exteriorColorHex: row.exterior_color_hex,
    interiorColor: row.interior_color,
    transmission: row.transmission,
    drivetrain: row.drivetrain,
    fuelType: row.fuel_type,
    engine: row.engine,
    doors: row.doors,
    mpgCity: row.mpg_city,
    mpgHighway: row.mpg_highway,
    features: row.features?.map((feature) => ({ feature })),
    description: row.description,
    historyReportUrl: row.history_report_url,
    evoxImages: row.photo_urls?.map((photo) => ({ url: photo })),
  }
}

type Fields = ReturnType<typeof fieldsOf>
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T]

/** A vehicle as one feed row describes it; a field the feed has no column for is absent and stays as stored. */
export type FeedVehicle = Omit<Fields, OptionalKeys<Fields>> & Partial<Pick<Fields, OptionalKeys<Fields>>>
