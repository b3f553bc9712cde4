import type { Payload } from 'payload'

import { testVin } from './fixtures'

export type FeedCells = Record<string, string | number>

/** A valid feed row with the required columns (and a body style); VINs come from testVin(n). */
export function feedRow(n: number, overrides: FeedCells = {}): FeedCells {
  return {
    vin: testVin(n),
    condition: 'used',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    price: 24_995,
    ...overrides,
  }
}

const quote = (value: string | number): string => {
  const text = String(value)
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A CSV file of the rows, with the union of their columns as the header (line 1); row i is on line i + 2. */
export function feedCsv(rows: FeedCells[], columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]): string {
  const lines = [columns.join(','), ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(','))]
  return `${lines.join('\n')}\n`
}

/**
 * A feed of every available vehicle as stored: importing it changes nothing, so a test that must upload a feed
 * (the access matrix) leaves the inventory other tests rely on as it was.
 */
export async function currentInventoryCsv(payload: Payload): Promise<string> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    where: { status: { equals: 'available' } },
    pagination: false,
    depth: 0,
  })
  const rows = docs.map(({ vin, condition, year, make, model, price }) => ({ vin, condition, year, make, model, price }))
  return feedCsv(rows)
}
