import autocannon from 'autocannon'

export type LoadResult = {
  name: string
  requests: number
  rps: number
  p50: number
  p95: number
  non2xx: number
  /** Mean response size, to compare pages with the (small) static file fairly. */
  kbPerResponse: number
}

type LoadOptions = {
  name: string
  baseUrl: string
  /** The path of the i-th request: always the same one (warm pages), or a new one each time (uncached searches). */
  pathAt: (i: number) => string
  seconds: number
  connections: number
}

/** Exact percentile of recorded latencies (ms); autocannon's summary has p90 and p97.5 but no p95. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index]
}

/** Drives the server with autocannon for a fixed time and summarises throughput and latency. */
export async function runLoad({ name, baseUrl, pathAt, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = []
  let next = 0
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
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    non2xx: result.non2xx,
    kbPerResponse: result.requests.total > 0 ? result.throughput.total / result.requests.total / 1024 : 0,
  }
}
