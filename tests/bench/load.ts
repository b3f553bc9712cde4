import autocannon from 'autocannon'

import { cpuBetween, groupCpu, waitIdle } from './cpu'

export type LoadResult = {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  non2xx: number
  /** Mean response size, to compare pages with the (small) static file fairly. */
  kbPerResponse: number
  /** CPU of the server's processes per answered request (ms): what one render costs, whatever the machine's load. */
  serverCpuMsPerRequest: number
  /** CPU per process over the run (ms), the primary first: shows whether every worker was busy. */
  serverCpu: { name: string; ms: number; mainThreadMs: number }[]
  /** Share of the server's CPU spent off the JavaScript threads (GC helpers, libuv pool): what one process adds past one core. */
  offMainThread: number
  /** CPU of this process (autocannon, the load generator) over the run, in cores (1 = one core all the time). */
  clientCores: number
  /** CPU of the server's processes over the run, in cores. */
  serverCores: number
}

type LoadOptions = {
  name: string
  baseUrl: string
  /** The path of the i-th request: always the same one (warm pages), or a new one each time (uncached searches). */
  pathAt: (i: number) => string
  seconds: number
  connections: number
  /** Process group of the server (its first process's pid): its processes' CPU is read from /proc. */
  serverPgid: number
}

/** Exact percentile of recorded latencies (ms); autocannon's summary has p90 and p97.5 but no p95. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

/** Drives the server with autocannon for a fixed time and summarises throughput and latency. */
export async function runLoad({ name, baseUrl, pathAt, seconds, connections, serverPgid }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = []
  let next = 0
  await waitIdle(serverPgid)
  const serverBefore = groupCpu(serverPgid)
  const clientBefore = process.cpuUsage()
  const started = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathAt(next++) }) }],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  const wallMs = performance.now() - started
  const client = process.cpuUsage(clientBefore)
  // The requests still being answered at the deadline were sent by this run: their CPU and count are its own.
  await waitIdle(serverPgid)
  const serverCpu = cpuBetween(serverBefore, groupCpu(serverPgid)).sort((a, b) => (a.name === 'primary' ? -1 : b.name === 'primary' ? 1 : 0))
  const serverMs = serverCpu.reduce((sum, p) => sum + p.ms, 0)
  const mainMs = serverCpu.reduce((sum, p) => sum + p.mainThreadMs, 0)
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    kbPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0,
    serverCpuMsPerRequest: next > 0 ? serverMs / next : 0,
    serverCpu,
    offMainThread: serverMs > 0 ? 1 - mainMs / serverMs : 0,
    clientCores: (client.user + client.system) / 1000 / wallMs,
    serverCores: serverMs / (performance.now() - started),
  }
}
