/**
 * Errors Payload or a database adapter throws for a malformed request, which Payload would answer with 500
 * "Something went wrong.": the one place where they become the 4xx they are. Anything not recognised here stays a
 * 500, so a real fault (the database down) is never disguised as the caller's mistake. Pure.
 */

export type ClientError = { status: 400 | 404; message: string }

type ErrorLike = { name?: unknown; message?: unknown; cause?: unknown; stack?: unknown }

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')

/** The error and its causes, outermost first (drizzle wraps the driver's error in `cause`). */
function chain(error: unknown): ErrorLike[] {
  const errors: ErrorLike[] = []
  let current: unknown = error
  while (typeof current === 'object' && current !== null && errors.length < 5) {
    errors.push(current as ErrorLike)
    current = (current as ErrorLike).cause
  }
  return errors
}

const RULES: { test: (error: ErrorLike) => boolean; result: ClientError }[] = [
  {
    // parseParams JSON-parses a `where`, `select`… sent as text rather than bracketed keys.
    test: (error) => error.name === 'SyntaxError' && /JSON/.test(textOf(error.message)),
    result: { status: 400, message: 'A query parameter is malformed: use bracketed keys such as where[price][less_than]=20000.' },
  },
  {
    // Payload's upload handler when the document exists but its file does not.
    test: (error) => /is missing on the disk/.test(textOf(error.message)),
    result: { status: 404, message: 'Not Found' },
  },
  {
    // SQLite (libsql) refusing a value the query builder could not convert (an unparsable date or number).
    test: (error) => /cannot be passed as argument to the database/.test(textOf(error.message)),
    result: { status: 400, message: 'A query value does not fit its field (check numbers and dates).' },
  },
  {
    // An operator the adapter has no implementation of for that field.
    test: (error) => /operators\[.*\] is not a function/.test(textOf(error.message)),
    result: { status: 400, message: 'A query operator does not fit its field.' },
  },
  {
    // MongoDB: a value that cannot be cast to the field's type, or a malformed geo query.
    test: (error) =>
      error.name === 'CastError' || /Cast to .* failed|geo near|\$geoWithin|unknown operator/i.test(textOf(error.message)),
    result: { status: 400, message: 'A query value does not fit its field (check numbers and dates).' },
  },
]

/** The 4xx a thrown error stands for, or null when it is a genuine server error. */
export function clientErrorFor(error: unknown): ClientError | null {
  for (const link of chain(error)) {
    const rule = RULES.find((candidate) => candidate.test(link))
    if (rule) return rule.result
  }
  return null
}
