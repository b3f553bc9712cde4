/** One text message: `to` in E.164 (+18155550100). */
export type SmsMessage = { to: string; body: string }

/** Anything that can deliver a text message; send resolves once the provider accepted it and throws SmsError. */
export type SmsSender = {
  /** For logs: 'outbox', 'webhook', 'unconfigured'. */
  readonly name: string
  send: (message: SmsMessage) => Promise<void>
}

/**
 * Why a message did not go out: `unconfigured` (production without a provider; the operator must act) or
 * `failed` (the provider was unreachable, timed out or refused it; worth a retry later).
 */
export class SmsError extends Error {
  readonly kind: 'unconfigured' | 'failed'

  constructor(kind: 'unconfigured' | 'failed', message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'SmsError'
    this.kind = kind
  }
}

/** A line of operator-facing log output; senders print through it so tests can capture it. */
export type SmsLog = (line: string) => void

/** The default log: stdout, as the mail outbox does. */
export const stdoutLog: SmsLog = (line) => {
  process.stdout.write(`${line}\n`)
}
