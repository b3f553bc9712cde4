// Plain JavaScript (with JSDoc types) because server.mjs loads it in production, where no TypeScript runs.
import cluster from 'node:cluster'
import os from 'node:os'

import { serveClusterCounts } from '../lib/abuse/counts.mjs'
import { TAGS_MESSAGE } from './shared-tags.mjs'

/** Environment of the first worker's siblings: they leave the minute's job schedule to it (src/lib/leads/delivery/jobs.ts). */
export const SCHEDULER_ENV = 'DEALERSHIP_JOB_SCHEDULER'
/** Set in every worker of a cluster: memory rate limits are then kept by the primary (src/lib/abuse/limiter.ts). */
export const CLUSTER_WORKER_ENV = 'DEALERSHIP_CLUSTER_WORKER'
/** A worker tells the primary it answers requests (Payload initialised, migrations run). */
export const READY_MESSAGE = 'dealership:worker-ready'
/** How many tags the primary remembers for a restarted worker. */
const REMEMBERED_TAGS = 10_000

/**
 * How many processes serve: WEB_CONCURRENCY when set (1 = a single process, as before clusters), else one per core.
 * @param {Record<string, string | undefined>} env
 * @param {number} cores
 * @returns {{ count: number } | { error: string }}
 */
export function webConcurrency(env, cores) {
  const value = env.WEB_CONCURRENCY?.trim()
  if (!value) return { count: Math.max(1, cores) }
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64) {
    return { error: `WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${value}")\n` }
  }
  return { count: Number(value) }
}

/** Cores Node may use (respects a container's CPU limit). */
export const availableCores = () => os.availableParallelism()

/**
 * The cluster primary: forks the first worker alone (it runs the migrations on a new database), the others once it
 * answers; restarts a worker that dies; forwards expired cache tags between workers when there is no Redis
 * (src/server/shared-tags.mjs); keeps the rate-limit counts the workers share; stops them all on SIGTERM/SIGINT.
 * @param {{ count: number, log: (line: string) => void }} options
 */
export function runPrimary({ count, log }) {
  // Keeps the rate-limit counts of all workers in this process, deciding each request's hits at once.
  serveClusterCounts()
  let stopping = false
  /** @type {Map<number, number>} worker id → its slot (1 … count) */
  const slots = new Map()
  /** Tags expired so far, sent to a worker that starts after a crash (its disk cache may predate them). */
  const expired = new Set()
  /** @type {Map<string, { origin: import('node:cluster').Worker, id: number, left: number }>} "seq:sibling" → the publish it answers */
  const pending = new Map()
  let seq = 0
  let restarts = 0

  /** @param {number} slot */
  function fork(slot) {
    const worker = cluster.fork({
      [CLUSTER_WORKER_ENV]: '1',
      ...(slot === 1 ? {} : { [SCHEDULER_ENV]: 'false' }),
    })
    slots.set(worker.id, slot)
    worker.on('message', (message) => onMessage(worker, message))
    return worker
  }

  /** @param {{ origin: import('node:cluster').Worker, id: number, left: number }} entry */
  const answered = (entry) => {
    if (--entry.left === 0 && entry.origin.isConnected()) entry.origin.send({ type: TAGS_MESSAGE, id: entry.id, done: true })
  }

  /**
   * @param {import('node:cluster').Worker} worker
   * @param {{ type?: string, id?: number, tags?: string[], applied?: boolean, hello?: boolean }} message
   */
  function onMessage(worker, message) {
    if (message?.type === READY_MESSAGE && slots.get(worker.id) === 1 && slots.size < count) {
      for (let slot = 2; slot <= count; slot++) fork(slot)
      return
    }
    if (message?.type !== TAGS_MESSAGE) return
    if (message.hello) {
      if (expired.size > 0) worker.send({ type: TAGS_MESSAGE, tags: [...expired], replay: true })
      return
    }
    if (typeof message.id !== 'number') return
    if (message.applied) {
      const key = `${message.id}:${worker.id}`
      const entry = pending.get(key)
      pending.delete(key)
      if (entry) answered(entry)
      return
    }
    const tags = message.tags ?? []
    for (const tag of tags) {
      expired.delete(tag)
      expired.add(tag)
    }
    for (const oldest of expired) {
      if (expired.size <= REMEMBERED_TAGS) break
      expired.delete(oldest)
    }
    const siblings = /** @type {import('node:cluster').Worker[]} */ (
      Object.values(cluster.workers ?? {}).filter((w) => w && w !== worker && w.isConnected())
    )
    const entry = { origin: worker, id: message.id, left: siblings.length + 1 }
    const number = ++seq
    for (const sibling of siblings) {
      pending.set(`${number}:${sibling.id}`, entry)
      sibling.send({ type: TAGS_MESSAGE, id: number, tags })
    }
    answered(entry)
  }

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker.id) ?? 1
    slots.delete(worker.id)
    // A sibling that died owes no answers: the hooks waiting on it go on.
    for (const [key, entry] of pending) {
      if (!key.endsWith(`:${worker.id}`)) continue
      pending.delete(key)
      answered(entry)
    }
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    restarts += 1
    log(`worker ${slot} exited (${signal ?? code}); starting it again\n`)
    // A worker that dies at once again and again (a bad deployment) is restarted at most once a second.
    setTimeout(() => fork(slot), Math.min(1_000, restarts * 100)).unref()
  })

  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      // Workers leave within 2 s (web-server.mjs); do not wait for ever on one that hangs.
      setTimeout(() => process.exit(0), 5_000).unref()
    })
  }

  fork(1)
  log(`cluster: ${count} workers (WEB_CONCURRENCY)\n`)
}
