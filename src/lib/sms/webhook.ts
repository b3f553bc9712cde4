import { SmsError, type SmsSender } from './sender'

export type WebhookSmsOptions = {
  /** The provider's (or a small relay's) endpoint; it receives `POST {"to": "+1…", "body": "…"}` as JSON. */
  url: string
  /** Sent as `Authorization: Bearer <key>` when set. */
  apiKey?: string
  /** Abort the request after this long; the visitor is waiting for the answer. */
  timeoutMs?: number
  /** Injectable for tests. */
  fetch?: typeof fetch
}

/** Default time a provider gets to accept a message. */
export const SMS_TIMEOUT_MS = 8_000

/**
 * The production sender: one JSON POST per message to SMS_WEBHOOK_URL. Any 2xx answer means accepted;
 * a timeout, a network error, a redirect or another status throws SmsError('failed') naming the cause,
 * never the key.
 */
export function webhookSmsSender(options: WebhookSmsOptions): SmsSender {
  const post = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? SMS_TIMEOUT_MS
  return {
    name: 'webhook',
    async send({ to, body }) {
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
      if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`
      let response: Response
      try {
        response = await post(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to, body }),
          redirect: 'error',
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError'
        const reason = timedOut ? `did not answer within ${timeoutMs} ms` : 'could not be reached'
        throw new SmsError('failed', `SMS provider ${reason}`, { cause: error })
      }
      // The answer is not needed; release the connection.
      await response.body?.cancel().catch(() => undefined)
      if (!response.ok) throw new SmsError('failed', `SMS provider answered HTTP ${response.status}`)
    },
  }
}
