/**
 * "Never lose a lead": when a valid submission cannot be stored (the database is down, Payload did not start),
 * the visitor gets 503 and the whole submission goes to the server log at error level, so an operator can
 * re-enter it. SSNs and dates of birth are left out of the log, as they are left out of `payload`.
 */
import type { NewLead } from '@/lib/leads/delivery/create-lead'

/** The part of a logger this needs; Payload's pino logger is one. */
export interface ErrorLogger {
  error: (details: object, message: string) => void
}

/**
 * A logger for when Payload (and so its logger) is unavailable: one pino-shaped JSON line on stderr, which the
 * container's log collector keeps like any other.
 */
export const stderrLogger: ErrorLogger = {
  error: (details, message) => {
    process.stderr.write(`${JSON.stringify({ level: 50, time: Date.now(), ...details, msg: message })}\n`)
  },
}

function errorDetails(error: unknown): { message: string; stack?: string } {
  return error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) }
}

/** Logs a submission that was not stored: the lead as it would have been created, minus `sensitive`. */
export function logLostSubmission(
  logger: ErrorLogger,
  lead: NewLead,
  error: unknown,
  extra: Record<string, unknown> = {},
): void {
  const { sensitive: _sensitive, ...kept } = lead
  logger.error(
    { err: errorDetails(error), lostLead: kept, ...extra },
    `Lead submission failed (form ${lead.form ?? 'unknown'}, idempotencyKey ${lead.idempotencyKey}); the visitor was asked to retry. If no lead with this key exists, re-enter it from this entry.`,
  )
}

/**
 * Logs a submission the endpoint took but will not deliver: a bot by its honeypot or fill time, answered
 * 201 so the script learns nothing, or a post refused by an abuse limit. Whole (minus `sensitive`), at error level
 * like a lost one, so staff can find and recover a real person's lead by its idempotency key.
 */
export function logHeldSubmission(logger: ErrorLogger, lead: NewLead, reason: string): void {
  const { sensitive: _sensitive, ...kept } = lead
  logger.error(
    { heldLead: kept, reason },
    `Lead submission held, not delivered (${reason}; form ${lead.form ?? 'unknown'}, idempotencyKey ${lead.idempotencyKey}). If it is a real customer's, re-enter it from this entry.`,
  )
}
