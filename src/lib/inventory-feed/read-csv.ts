/** The CSV layer of the feed: bytes → text → records, each with the line it starts on. */
import { CsvError, parse } from 'csv-parse/sync'

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

/**
 * Splits the text into records (blank lines skipped, a byte-order mark ignored). Rows with a wrong number of
 * cells are kept so every one of them can be reported; only broken quoting stops the read.
 */
export function readCsv(text: string): CsvReadResult {
  // csv-parse counts a CR LF inside a quoted cell as two lines; with LF only its line numbers are exact.
  const normalized = text.replace(/\r\n?/g, '\n')
  const records: CsvRecord[] = []
  try {
    parse(normalized, {
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
    })
    return { ok: true, records }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error
    const line = typeof error.lines === 'number' ? error.lines : 1
    return { ok: false, error: { line, message: `the file is not valid CSV: ${error.message}` } }
  }
}
