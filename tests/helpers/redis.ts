import { spawn } from 'node:child_process'
import net from 'node:net'

import { Redis } from 'ioredis'

export type LoopbackRedis = { url: string; stop: () => Promise<void> }

/** A free TCP port on loopback (asked of the kernel, then released for the caller). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Debian's redis-server on a free loopback port, in memory only (no snapshot, no append-only file), as the app's
 * shared store for a test; stopped with the test.
 */
export async function startLoopbackRedis(): Promise<LoopbackRedis> {
  const port = await freePort()
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: withoutFakedClock(process.env),
  })
  let log = ''
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const url = `redis://127.0.0.1:${port}`
  const deadline = Date.now() + 10_000
  for (;;) {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.ping()
      client.disconnect()
      break
    } catch {
      client.disconnect()
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`redis-server did not start:\n${log}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * The environment without libfaketime: the suite's moved-clock run (`faketime -f +60d npm test`) preloads it into
 * every process, and redis-server aborts under it at start. Redis keeps only relative expiries, so its own clock
 * does not change what the tests prove.
 */
function withoutFakedClock(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { LD_PRELOAD, FAKETIME, ...rest } = env
  const preload = (LD_PRELOAD ?? '').split(/[:\s]+/).filter((lib) => lib && !lib.includes('faketime'))
  return preload.length ? { ...rest, LD_PRELOAD: preload.join(':') } : rest
}
