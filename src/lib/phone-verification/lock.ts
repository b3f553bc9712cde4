/**
 * One task at a time per key (a phone number), so two requests for one phone cannot both read "4 wrong tries" and
 * both count a fifth. Within a process the tasks of a key queue up in memory. With `REDIS_URL` the lock is also
 * held in Redis (SET NX PX, released by a script only by its holder), so the requests of one phone answered by two
 * processes or instances take turns too. While Redis is unreachable each process keeps its own queue, as before:
 * a visitor is never kept waiting or refused because Redis is down.
 */
import crypto from 'node:crypto'

import { connectRedis } from '@/lib/redis/link'

export type KeyLock = {
  /** Runs `task` once every earlier task of the same key, here or (with Redis) in another process, has finished. */
  run: <T>(key: string, task: () => Promise<T>) => Promise<T>
  /** Resolves once Redis is connected (at once without it); tests wait for it. */
  ready: () => Promise<void>
  close: () => Promise<void>
}

export type KeyLockOptions = {
  redisUrl?: string
  /** Prefix of the Redis keys; two locks with one prefix exclude each other. */
  keyPrefix?: string
  /**
   * How long a Redis lock lives if its holder dies (ms), and the longest wait for one: a task is a few database
   * reads and writes, far shorter. A wait that runs out proceeds (logged) rather than refusing the visitor.
   */
  ttlMs?: number
  log?: (message: string) => void
}

// Deletes the lock only when it still holds this holder's token (it may have expired and been taken since).
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The in-process queue of one key: the previous task's promise is awaited before the next task starts. */
function processQueue() {
  const queues = new Map<string, Promise<unknown>>()
  return async function inTurn<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(key) ?? Promise.resolve()
    const run = previous.catch(() => undefined).then(task)
    const settled = run.catch(() => undefined)
    queues.set(key, settled)
    try {
      return await run
    } finally {
      if (queues.get(key) === settled) queues.delete(key)
    }
  }
}

export function createKeyLock({
  redisUrl,
  keyPrefix = 'phone-verification:lock',
  ttlMs = 10_000,
  log,
}: KeyLockOptions = {}): KeyLock {
  const inTurn = processQueue()
  const link = redisUrl ? connectRedis(
    redisUrl,
    `key lock (${keyPrefix})`,
    'requests for one phone take turns within each process only',
    log,
  ) : undefined

  /** The token of the Redis lock taken, or null when Redis cannot be used (the process queue alone guards). */
  async function acquire(key: string): Promise<string | null> {
    if (!link?.usable()) return null
    const token = crypto.randomUUID()
    const deadline = Date.now() + ttlMs
    try {
      for (let wait = 5; ; wait = Math.min(wait * 2, 100)) {
        if ((await link.client.set(key, token, 'PX', ttlMs, 'NX')) === 'OK') return token
        if (Date.now() > deadline) {
          link.failed(new Error(`the lock ${key} was not released within ${ttlMs} ms`))
          return null
        }
        await sleep(wait)
      }
    } catch (error) {
      link.failed(error)
      return null
    }
  }

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    return inTurn(key, async () => {
      const redisKey = `${keyPrefix}:${key}`
      const token = await acquire(redisKey)
      try {
        return await task()
      } finally {
        if (token && link) await link.client.eval(RELEASE, 1, redisKey, token).catch(link.failed)
      }
    })
  }

  return { run, ready: link ? link.ready : async () => undefined, close: link ? link.close : async () => undefined }
}

/** The lock of a process without Redis (and of tests that do not share one). */
export const processKeyLock: KeyLock = createKeyLock()
