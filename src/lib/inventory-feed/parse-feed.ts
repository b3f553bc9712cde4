/** Feed text → valid vehicle rows or every error, each with its line: the whole file is checked before any write. */
import { FEED_COLUMNS, isFeedColumn, normalizeHeader, type FeedColumn } from './columns'
import type { FeedError } from './errors'
import { readCsv, readCsvInSteps, type CsvReadResult, type CsvRecord } from './read-csv'
import { FEED_ROW, toFeedVehicle, type FeedVehicle } from './row-schema'

/** A valid row: the vehicle it describes and the line it starts on. */
export type FeedRow<T = FeedVehicle> = { line: number; vehicle: T }

export type ParsedFeed = { rows: FeedRow[]; errors: FeedError[] }

const REQUIRED = FEED_COLUMNS.filter((column) => column.required).map((column) => column.name)

function readHeader(header: CsvRecord): { columns: FeedColumn[]; errors: FeedError[] } {
  const cells = [...header.cells]
  // Spreadsheets sometimes save empty trailing columns; they carry nothing.
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop()
  const columns: FeedColumn[] = []
  const errors: FeedError[] = []
  cells.forEach((cell, index) => {
    const name = normalizeHeader(cell)
    if (!isFeedColumn(name)) {
      const what = name === '' ? `column ${index + 1} has no name` : `${JSON.stringify(cell)} is not a feed column`
      errors.push({ line: header.line, message: `${what} (the columns are listed in docs/inventory.md)` })
    } else if (columns.includes(name)) {
      errors.push({ line: header.line, column: name, message: 'the column appears twice' })
    } else {
      columns.push(name)
    }
  })
  for (const name of REQUIRED) {
    if (!columns.includes(name)) errors.push({ line: header.line, message: `the required column ${name} is missing` })
  }
  return { columns, errors }
}

function readRow(record: CsvRecord, columns: FeedColumn[]): { row?: FeedRow; errors: FeedError[] } {
  const { line, cells } = record
  const extra = cells.slice(columns.length)
  if (cells.length < columns.length || extra.some((cell) => cell !== '')) {
    return { errors: [{ line, message: `${cells.length} cells where the header has ${columns.length} columns` }] }
  }
  const values = Object.fromEntries(columns.map((column, index) => [column, cells[index]]))
  const parsed = FEED_ROW.safeParse(values)
  if (parsed.success) return { row: { line, vehicle: toFeedVehicle(parsed.data) }, errors: [] }
  return {
    errors: parsed.error.issues.map((issue) => ({ line, column: String(issue.path[0] ?? ''), message: issue.message })),
  }
}

function duplicateVins(rows: FeedRow[]): FeedError[] {
  const firstLine = new Map<string, number>()
  const errors: FeedError[] = []
  for (const { line, vehicle } of rows) {
    const first = firstLine.get(vehicle.vin)
    if (first === undefined) firstLine.set(vehicle.vin, line)
    else errors.push({ line, column: 'vin', message: `${vehicle.vin} is also on line ${first}; a VIN may appear once` })
  }
  return errors
}

type Prepared = { columns: FeedColumn[]; records: CsvRecord[] }

/** The CSV read and its header checked: the records to check, or the feed's errors. */
function prepare(read: CsvReadResult): Prepared | ParsedFeed {
  if (!read.ok) return { rows: [], errors: [read.error] }
  const [header, ...records] = read.records
  if (!header) return { rows: [], errors: [{ line: 1, message: 'the file is empty' }] }
  const { columns, errors } = readHeader(header)
  if (errors.length > 0) return { rows: [], errors }
  if (records.length === 0) {
    // Every vehicle missing from a feed is marked sold: an empty export must not empty the lot.
    return { rows: [], errors: [{ line: header.line, message: 'the feed lists no vehicles, so nothing was imported' }] }
  }
  return { columns, records }
}

function finish(rows: FeedRow[], errors: FeedError[]): ParsedFeed {
  errors.push(...duplicateVins(rows))
  return { rows: errors.length > 0 ? [] : rows, errors }
}

/** Parses and checks a whole feed. Any error means the feed must not be imported. */
export function parseFeed(text: string): ParsedFeed {
  const prepared = prepare(readCsv(text))
  if (!('columns' in prepared)) return prepared
  const rows: FeedRow[] = []
  const errors: FeedError[] = []
  for (const record of prepared.records) {
    const result = readRow(record, prepared.columns)
    if (result.row) rows.push(result.row)
    errors.push(...result.errors)
  }
  return finish(rows, errors)
}

/**
 * parseFeed in steps, for a server: the CSV is read a chunk at a time (readCsvInSteps) and the rows are checked
 * `every` rows at a time, with a pause after each step. Reading and checking 100,000 rows takes seconds, and
 * requests waiting meanwhile are answered at each pause. Same result as parseFeed.
 */
export async function parseFeedInSteps(
  text: string,
  pause: () => Promise<void> = () => new Promise((resolve) => setImmediate(resolve)),
  every = 2000,
  csvChunkBytes?: number,
): Promise<ParsedFeed> {
  const prepared = prepare(await readCsvInSteps(text, pause, csvChunkBytes))
  if (!('columns' in prepared)) return prepared
  const rows: FeedRow[] = []
  const errors: FeedError[] = []
  for (const [index, record] of prepared.records.entries()) {
    if (index > 0 && index % every === 0) await pause()
    const result = readRow(record, prepared.columns)
    if (result.row) rows.push(result.row)
    errors.push(...result.errors)
  }
  return finish(rows, errors)
}
