/**
 * The columns of the inventory feed, documented once: the table in docs/inventory.md, the header check and the row schema
 * follow this list (tests/int/inventory-feed-parse.int.spec.ts keeps them in step).
 */
import { CONDITIONS } from '@/lib/settings/defaults'
import { BODY_STYLE_VALUES } from '@/lib/vehicles/body-styles'
import { DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS, optionValues } from '@/lib/vehicles/spec-options'

export type FeedColumnDoc = {
  name: string
  required: boolean
  format: string
  example: string
}

const list = (values: readonly string[]) => values.join(', ')

export const FEED_COLUMNS = [
  {
    name: 'vin',
    required: true,
    format: '17 characters with a valid check digit; the key of the upsert',
    example: '2T3P1RFV0RC512001',
  },
  { name: 'stock_number', required: false, format: 'text', example: 'R210042' },
  { name: 'condition', required: true, format: list(CONDITIONS), example: 'used' },
  { name: 'year', required: true, format: 'four-digit year', example: '2021' },
  { name: 'model_year', required: false, format: 'four-digit year, only when it differs from year', example: '' },
  { name: 'make', required: true, format: 'text', example: 'Honda' },
  { name: 'model', required: true, format: 'text', example: 'Accord' },
  { name: 'trim', required: false, format: 'text', example: 'EX-L' },
  { name: 'body_style', required: false, format: list(BODY_STYLE_VALUES), example: 'sedans' },
  { name: 'location', required: false, format: 'slug of a location in the admin', example: 'rockford-il' },
  { name: 'price', required: true, format: 'US dollars; `$` and thousands separators allowed', example: '24995' },
  { name: 'mileage', required: false, format: 'whole miles', example: '31250' },
  { name: 'exterior_color', required: false, format: 'text', example: 'Platinum White Pearl' },
  { name: 'exterior_color_hex', required: false, format: '#rrggbb (tints the placeholder images)', example: '#f2f2ee' },
  { name: 'interior_color', required: false, format: 'text', example: 'Black' },
  { name: 'transmission', required: false, format: list(optionValues(TRANSMISSIONS)), example: 'automatic' },
  { name: 'drivetrain', required: false, format: list(optionValues(DRIVETRAINS)), example: 'fwd' },
  { name: 'fuel_type', required: false, format: list(optionValues(FUEL_TYPES)), example: 'gasoline' },
  { name: 'engine', required: false, format: 'text', example: '1.5L I4 Turbo' },
  { name: 'doors', required: false, format: 'whole number 1–6', example: '4' },
  { name: 'mpg_city', required: false, format: 'number', example: '29' },
  { name: 'mpg_highway', required: false, format: 'number', example: '37' },
  { name: 'features', required: false, format: 'list separated by `|`', example: 'Heated seats|Apple CarPlay' },
  {
    name: 'description',
    required: false,
    format: 'text (quote it when it holds commas or line breaks)',
    example: 'One owner.',
  },
  { name: 'history_report_url', required: false, format: 'https:// URL', example: 'https://www.carfax.com/…' },
  {
    name: 'photo_urls',
    required: false,
    format: 'https:// URLs separated by `|`, shown when no photos are uploaded',
    example: 'https://cdn.example.com/1.jpg',
  },
] as const satisfies readonly FeedColumnDoc[]

export type FeedColumn = (typeof FEED_COLUMNS)[number]['name']

const NAMES: ReadonlySet<string> = new Set(FEED_COLUMNS.map((column) => column.name))

/** True for a documented column name. */
export function isFeedColumn(name: string): name is FeedColumn {
  return NAMES.has(name)
}

/**
 * The column a header cell names: case, surrounding spaces and spaces or hyphens between words are forgiven
 * ('Stock Number' is stock_number), spelling is not.
 */
export function normalizeHeader(cell: string): string {
  return cell.trim().toLowerCase().replace(/[\s-]+/g, '_')
}
