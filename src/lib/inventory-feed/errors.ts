/** A problem with the feed, located by its line in the CSV file (1 is the header) and, when known, its column. */
export type FeedError = {
  line: number
  column?: string
  message: string
}

/** One error as people read it: `line 7, price: "abc" is not a number`. */
export function formatFeedError(error: FeedError): string {
  return `line ${error.line}${error.column ? `, ${error.column}` : ''}: ${error.message}`
}

/**
 * Every error on its own line, in file order, capped so a feed saved with the wrong delimiter (thousands of bad
 * lines) still gives a readable message.
 */
export function formatFeedErrors(errors: readonly FeedError[], limit = 25): string {
  const sorted = byLine(errors)
  const shown = sorted.slice(0, limit).map(formatFeedError)
  if (sorted.length > limit) shown.push(`…and ${sorted.length - limit} more`)
  return shown.join('\n')
}

/** Orders errors by line, keeping the order of errors on the same line. */
export function byLine(errors: readonly FeedError[]): FeedError[] {
  return [...errors].sort((a, b) => a.line - b.line)
}
