const queues = new Map<string, Promise<unknown>>()

/**
 * Runs `task` after every earlier task of the same key has settled, so two requests for one phone cannot both
 * read "4 wrong tries" and both get a fifth. In-process only, like the rate limiter: several instances would
 * need a database-side guard.
 */
export async function withKeyLock<T>(key: string, task: () => Promise<T>): Promise<T> {
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
