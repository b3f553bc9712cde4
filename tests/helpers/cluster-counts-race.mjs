// A cluster of its own for tests/int/cluster-counts.int.spec.ts: the primary keeps the counts
// (serveClusterCounts), each worker sends requests that race for one phone's last codes, each with an address of
// its own, then reads how many points each address has left (and what check answers); the primary prints every
// worker's findings as JSON.
// Plain JavaScript: node runs it directly, as server.mjs runs the real primary.
import cluster from 'node:cluster'

import { clusterCounts, serveClusterCounts } from '../../src/lib/abuse/counts.mjs'

const WORKERS = 2
const RACERS = 12
const phone = { name: 'race:perPhone', key: '8155550142', points: 3, durationS: 600 }
/** @param {string} worker @param {number} i */
const address = (worker, i) => ({ name: 'race:perIp', key: `198.51.100.${worker}-${i}`, points: 5, durationS: 600 })

if (cluster.isPrimary) {
  serveClusterCounts()
  /** @type {unknown[]} */
  const results = []
  let ready = 0
  for (let slot = 1; slot <= WORKERS; slot++) {
    const worker = cluster.fork({ RACE_WORKER: String(slot) })
    worker.on('message', (message) => {
      // Both workers listen before either starts, so their requests reach the primary interleaved.
      if (message?.type === 'ready' && ++ready === WORKERS) {
        for (const each of Object.values(cluster.workers ?? {})) each?.send({ type: 'go' })
      }
      if (message?.type === 'result') {
        results.push(message.result)
        if (results.length < WORKERS) return
        process.stdout.write(JSON.stringify(results))
        for (const each of Object.values(cluster.workers ?? {})) each?.kill()
      }
    })
  }
} else {
  const counts = clusterCounts()
  const worker = process.env.RACE_WORKER ?? '?'
  process.on('message', async (message) => {
    if (/** @type {{ type?: string }} */ (message)?.type !== 'go') return
    // A request the primary failed to decide counts as refused here: the spec then finds its address counted.
    const raced = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        counts.consumeAll([phone, address(worker, i)]).catch(() => ({ allowed: false })),
      ),
    )
    // The phone's points are all taken: check says so, and counts nothing for the one-point limit it names.
    const once = { name: 'race:once', key: worker, points: 1, durationS: 600 }
    const phoneCheck = await counts.check([phone, once]).catch(() => ({ allowed: true }))
    const onceLeft = await counts.consumeAll([once]).catch(() => ({ allowed: false }))
    const left = []
    for (let i = 0; i < RACERS; i++) {
      let allowed = 0
      for (let n = 0; n < 6; n++) {
        if ((await counts.consumeAll([address(worker, i)]).catch(() => ({ allowed: false }))).allowed) allowed += 1
      }
      left.push(allowed)
    }
    process.send?.({ type: 'result', result: {
      worker,
      allowed: raced.map((decision) => decision.allowed),
      left,
      phoneCheck: phoneCheck.allowed,
      onceLeft: onceLeft.allowed,
    } })
  })
  process.send?.({ type: 'ready' })
}
