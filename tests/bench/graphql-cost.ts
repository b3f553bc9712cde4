/**
 * `npm run bench:graphql`: a benchmark, not a test. Seeds a throwaway SQLite database as `npm run seed` does, starts
 * the production server (server.mjs, TRUST_PROXY=1) and measures shoppers' warm pages (a search page and a vehicle
 * page, alternately) with autocannon: first alone, then while one anonymous GraphQL client sends the reported
 * 120-alias operation back to back, while one sends the heaviest operations the row-cost ceiling still answers, and
 * while GRAPHQL_ATTACKERS (4) send the reported one at once; every request comes from a new address, so the
 * per-address limit never answers for the ceiling. Prints each operation's answers with their median and slowest times, and the shoppers' p50/p95 alone and
 * under each attack with the ratio of medians. The README's security section quotes a run.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { percentile } from './load'

process.env.TEST_NEXT_DIST_DIR ||= '.next-bench'
const { ensureBuild, repoRoot } = await import('../helpers/next-build.mjs')
const { startNextServer } = await import('../helpers/next-server')

const seconds = Number(process.env.BENCH_SECONDS || 20)
const connections = Number(process.env.BENCH_CONNECTIONS || 8)
const attackers = Number(process.env.GRAPHQL_ATTACKERS || 4)
const port = Number(process.env.BENCH_PORT || 3392)
const LEAD_KEY = Buffer.alloc(32, 5).toString('base64')

const aliases = (count: number, field: string) => Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')

type Operation = { name: string; query: string }

const REFUSED: Operation = {
  name: 'refused: 120 aliases of Vehicles(limit:100){docs{id title}}',
  query: `{ ${aliases(120, 'Vehicles(limit: 100) { docs { id title } }')} }`,
}
/** The most expensive operations the ceiling still answers: the most bare rows, and a page with its relations. */
const HEAVIEST: Operation[] = [
  { name: 'answered: 4 aliases of Vehicles(limit:100){docs{id}} (400 rows)', query: `{ ${aliases(4, 'Vehicles(limit: 100) { docs { id } }')} }` },
  {
    name: 'answered: Vehicles(limit:100){docs{bodyStyle{name} images{url}}}',
    query: '{ Vehicles(limit: 100) { docs { bodyStyle { name } images { url } } } }',
  },
]

/**
 * What the shoppers meet, one scenario at a time: the reported operation from one client, the heaviest answered ones
 * from one, then the reported one from several at once (a flood, which only CPU share and the limiters bound).
 */
const SCENARIOS: { name: string; operations: Operation[]; clients: number }[] = [
  { name: 'the reported operation, one client back to back', operations: [REFUSED], clients: 1 },
  { name: 'the heaviest answered operations, one client back to back', operations: HEAVIEST, clients: 1 },
  { name: `a flood: the reported operation, ${attackers} clients back to back`, operations: [REFUSED], clients: attackers },
]

type Timing = { name: string; statuses: Map<string, number>; ms: number[] }

function seed(dataDir: string): Record<string, string> {
  const env = { DATA_DIR: dataDir, DATABASE_URI: `file:${path.join(dataDir, 'graphql.db')}`, PAYLOAD_SECRET: 'bench-graphql', LEAD_ENCRYPTION_KEY: LEAD_KEY }
  const seeded = spawnSync('npm', ['run', 'seed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production', SEED_ON_INIT: 'false', SMTP_URL: '' },
  })
  if (seeded.status !== 0) throw new Error(`seed failed with exit code ${seeded.status}`)
  return env
}

/** The outcome of one answer: "data", or its first error message cut short. */
function outcome(status: number, body: string): string {
  try {
    const parsed: { errors?: { message?: string }[] } = JSON.parse(body)
    const message = parsed.errors?.[0]?.message
    return `${status} ${message ? `error: ${message.slice(0, 60)}…` : 'data'}`
  } catch {
    return `${status} (not JSON)`
  }
}

/** `clients` anonymous clients sending `operations` in turn, back to back, each request from a new address, until `stop()`. */
async function attack(baseUrl: string, operations: Operation[], clients: number, stop: () => boolean): Promise<Timing[]> {
  const timings: Timing[] = operations.map(({ name }) => ({ name, statuses: new Map(), ms: [] }))
  const client = async () => {
    while (!stop()) {
      const n = sent++
      const index = n % operations.length
      const started = performance.now()
      const response = await fetch(`${baseUrl}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}` },
        body: JSON.stringify({ query: operations[index].query }),
      })
      const body = await response.text()
      const timing = timings[index]
      timing.ms.push(performance.now() - started)
      const key = outcome(response.status, body)
      timing.statuses.set(key, (timing.statuses.get(key) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: clients }, client))
  return timings
}
let sent = 0

/** Shoppers' warm pages for `seconds`: latencies (ms) and answers that were not 2xx. */
async function shoppers(baseUrl: string, pages: string[]): Promise<{ latencies: number[]; non2xx: number; requests: number }> {
  const latencies: number[] = []
  let next = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pages[next++ % pages.length] }) }],
      },
      (error, summary) => (error ? reject(error) : resolve(summary)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return { latencies, non2xx: result.non2xx, requests: result.requests.total }
}

const format = (ms: number) => `${ms.toFixed(0)} ms`

ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-graphql-bench-'))
try {
  process.stdout.write('seeding…\n')
  const env = seed(dataDir)
  const server = await startNextServer({ port, env: { ...env, SEED_ON_INIT: 'false', TRUST_PROXY: '1' } })
  try {
    const listed: { docs: { slug: string; condition: string }[]; totalDocs: number } = await (
      await fetch(`${server.url}/api/vehicles?limit=1&depth=0&where[condition][equals]=used`)
    ).json()
    const vdp = `/used-cars-for-sale/${listed.docs[0].slug}`
    const pages = ['/used-cars-for-sale', vdp]
    for (const page of [...pages, ...pages]) await (await fetch(server.url + page)).arrayBuffer()
    process.stdout.write(`${listed.totalDocs} public vehicles; shoppers: ${connections} connections on ${pages.join(' and ')}, ${seconds} s\n`)

    const alone = await shoppers(server.url, pages)
    const p50 = (run: typeof alone) => percentile(run.latencies, 50)
    const shopperLine = (label: string, run: typeof alone) =>
      `  shoppers ${label}: ${run.requests} pages, p50 ${format(p50(run))}, p95 ${format(percentile(run.latencies, 95))}, non-2xx ${run.non2xx}\n`
    process.stdout.write(shopperLine('alone', alone))
    for (const scenario of SCENARIOS) {
      let done = false
      const attackRun = attack(server.url, scenario.operations, scenario.clients, () => done)
      const underAttack = await shoppers(server.url, pages)
      done = true
      const timings = await attackRun
      process.stdout.write(`\nUnder attack: ${scenario.name}\n`)
      for (const { name, statuses, ms } of timings) {
        ms.sort((a, b) => a - b)
        process.stdout.write(`  ${name}\n    ${ms.length} sent; median ${format(percentile(ms, 50))}, slowest ${format(ms.at(-1) ?? NaN)}\n`)
        for (const [answer, count] of statuses) process.stdout.write(`    ${count} × ${answer}\n`)
      }
      process.stdout.write(shopperLine('meanwhile', underAttack))
      process.stdout.write(`  ratio of shoppers' medians (under attack / alone): ${(p50(underAttack) / p50(alone)).toFixed(2)}\n`)
    }
  } finally {
    await server.stop()
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
