/**
 * The Redis connection of the rate limits (src/lib/abuse/limiter.ts) and the per-phone lock
 * (src/lib/phone-verification/lock.ts), one per limiter or lock, as two app processes would each have. Commands
 * fail fast instead of queueing, so while Redis is unreachable the caller answers without it at once; a lost
 * connection is logged once per outage.
 */
import { Redis } from 'ioredis'

export type RedisLink = {
  client: Redis
  /** True when commands can be sent now (connected); otherwise the caller uses its memory fallback. */
  usable: () => boolean
  /** Logs the first failure of an outage (the 'ready' of a reconnection starts a new one). */
  failed: (error: unknown) => void
  /** Resolves once connected (tests; production does not wait and counts in memory until then). */
  ready: () => Promise<void>
  close: () => Promise<void>
}

/** The default log of an outage: one warning line on stderr, as Payload's logger is not at hand in a route module. */
export const warn = (message: string): void => {
  console.warn(message)
}

/** `what` names the user and `meanwhile` what it does during an outage, for the log line. */
export function connectRedis(
  url: string,
  what: string,
  meanwhile: string,
  log: (message: string) => void = warn,
): RedisLink {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    // A Redis that accepts the connection but hangs must not hold a visitor's request either.
    commandTimeout: 1_000,
  })
  let warned = false
  const failed = (error: unknown) => {
    if (!warned) {
      const reason = error instanceof Error ? error.message : String(error)
      log(`${what}: Redis unreachable (${reason}); ${meanwhile} until it is back`)
    }
    warned = true
  }
  client.on('error', failed)
  client.on('ready', () => (warned = false))
  return {
    client,
    usable: () => client.status === 'ready',
    failed,
    ready: () =>
      client.status === 'ready' ? Promise.resolve() : new Promise((resolve) => client.once('ready', () => resolve())),
    close: async () => {
      client.disconnect()
    },
  }
}
