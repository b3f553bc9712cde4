/** The CSV layer of the feed: bytes → text → records, each with the line it starts on. */
import { CsvError, parse as parseStream, type Options } from 'csv-parse'
import { parse } from 'csv-parse/sync'

import type { FeedError } from './errors'

export type CsvRecord = { line: number; cells: string[] }

export type CsvReadResult = { ok: true; records: CsvRecord[] } | { ok: false; error: FeedError }

/** The file's text, refusing anything but UTF-8 (spreadsheets also offer legacy encodings that would garble names). */
export function decodeFeed(bytes: Uint8Array): { ok: true; text: string } | { ok: false; error: FeedError } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) }
  } catch {
    return { ok: false, error: { line: 1, message: 'the file is not UTF-8 text; save it as "CSV UTF-8"' } }
  }
}

const newlines = (cell: string): number => cell.split('\n').length - 1

// csv-parse counts a CR LF inside a quoted cell as two lines; with LF only its line numbers are exact.
const normalize = (text: string): string => text.replace(/\r\n?/g, '\n')

/**
 * The parser's options, one set for both reads. Rows with a wrong number of cells are kept so every one of them
 * can be reported; only broken quoting stops the read.
 */
function options(records: CsvRecord[]): Options {
  return {
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    trim: true,
    // context.lines is the line a record ends on; line breaks inside quoted cells tell where it started.
    on_record: (cells: string[], context) => {
      records.push({ line: context.lines - cells.reduce((sum, cell) => sum + newlines(cell), 0), cells })
      return null
    },
  }
}

function failure(error: unknown): CsvReadResult {
  if (!(error instanceof CsvError)) throw error
  const line = typeof error.lines === 'number' ? error.lines : 1
  return { ok: false, error: { line, message: `the file is not valid CSV: ${error.message}` } }
}

/** Splits the text into records (blank lines skipped, a byte-order mark ignored), in one call. */
export function readCsv(text: string): CsvReadResult {
  const records: CsvRecord[] = []
  try {
    parse(normalize(text), options(records))
    return { ok: true, records }
  } catch (error) {
    return failure(error)
  }
}

/** Bytes handed to the parser between two pauses: about 20 ms of parsing on this project's 2-core machine. */
export const CSV_CHUNK_BYTES = 128 * 1024

/**
 * readCsv for a server, with the same records and errors: the parser is fed `chunkBytes` at a time through
 * csv-parse's stream API (which carries a row, a quoted cell or a UTF-8 character across chunks) and `pause` is
 * awaited between chunks. Parsing a 10 MB feed in one call held the event loop for seconds (8 s on a loaded
 * machine), during which no page was answered.
 */
export async function readCsvInSteps(
  text: string,
  pause: () => Promise<void>,
  chunkBytes = CSV_CHUNK_BYTES,
): Promise<CsvReadResult> {
  const records: CsvRecord[] = []
  const parser = parseStream(options(records))
  // Nothing is pushed (on_record keeps every record here), so the readable side is never read.
  let error: unknown
  parser.on('error', (cause) => (error ??= cause))
  const send = (chunk?: Buffer) =>
    new Promise<void>((resolve) => {
      const done = (cause?: Error | null) => {
        if (cause) error ??= cause
        resolve()
      }
      if (chunk) parser.write(chunk, done)
      else parser.end(done)
    })
  const bytes = Buffer.from(normalize(text))
  for (let start = 0; start < bytes.length && error === undefined; start += chunkBytes) {
    if (start > 0) await pause()
    await send(bytes.subarray(start, start + chunkBytes))
  }
  if (error === undefined) await send()
  return error === undefined ? { ok: true, records } : failure(error)
}
