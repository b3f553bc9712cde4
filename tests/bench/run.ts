/**
 * `npm run bench`: a benchmark, not a test. For each inventory size it seeds a throwaway SQLite database, grows
 * it in bulk, starts the production server and drives it with autocannon: the warm home page, a warm SRP, a warm VDP, uncached
 * filtered SRP queries and two static files of the same server (a small chunk and one of the search page's size),
 * then prints req/s, p50/p95 and the ratios to each. Then the same server again as `npm start` runs it by default,
 * one process per core (BENCH_WORKERS, default the cores; 1 skips it), for the static file, warm SRP/VDP and
 * uncached scenarios, each compared with that cluster's own static file. Every row also has the server's CPU per
 * answer (read from /proc, so the server needs no endpoint for it) and the load generator's own CPU; the page bytes
 * (HTML and inline RSC payload) are printed per size. First visits run at 8 concurrent (the goal's figure;
 * BENCH_FIRST_VISIT_CONNECTIONS), after a few unmeasured seconds of other first visits. Sizes: BENCH_SIZES=1000,10000,100000
 * (default); BENCH_SECONDS per scenario (default 10).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { pageBytes } from './cpu'
import { runLoad, type LoadResult } from './load'
import { multiplyVehicles, sampleVehiclePath } from './multiply'
import { describePageStore, listingPageBound, pageStoreSize } from './page-store'

process.env.TEST_NEXT_DIST_DIR ||= '.next-bench'
const { runBuild, repoRoot, testDistDir } = await import('../helpers/next-build.mjs')
const { startNextServer } = await import('../helpers/next-server')

const sizes = (process.env.BENCH_SIZES || '1000,10000,100000').split(',').map(Number)
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
// The first-visit goal is stated at 8 concurrent visitors (≥ 45 pages/s, p95 ≤ 250 ms).
const firstVisitConnections = Number(process.env.BENCH_FIRST_VISIT_CONNECTIONS || 8)
const port = Number(process.env.BENCH_PORT || 3390)
const workers = Number(process.env.BENCH_WORKERS || os.availableParallelism())

// A new filter combination for every request (body style × price ceiling to the dollar), so each request of the
// "uncached" scenario is a first visit: search pages are kept per URL once rendered.
const STYLES = ['suvs', 'sedans', 'trucks', 'coupes', 'hatchbacks', 'minivans', 'wagons', 'convertibles']
function filteredPath(i: number): string {
  return `/used-cars-for-sale/${STYLES[i % STYLES.length]}/price-under-${12_000 + Math.floor(i / STYLES.length)}`
}

/**
 * A JavaScript chunk Next serves from the build's static folder (the static-file baselines of the same server):
 * the first small one (a few KB), and the one whose size is closest to `bytes` (the warm search page's), so the
 * pages are also compared with a static file of their own weight.
 */
function staticAssetPath(bytes?: number): { path: string; kb: number } {
  const chunks = path.join(repoRoot, testDistDir(), 'static', 'chunks')
  const files = fs
    .readdirSync(chunks)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(chunks, name)).size }))
  if (files.length === 0) throw new Error(`no static chunk in ${chunks}`)
  const pick =
    bytes === undefined
      ? files.find((file) => file.size < 16 * 1024) ?? files[0]
      : files.reduce((best, file) => (Math.abs(file.size - bytes) < Math.abs(best.size - bytes) ? file : best))
  return { path: `/_next/static/chunks/${pick.name}`, kb: pick.size / 1024 }
}

// Production refuses to start without the lead field key; the bench stores no lead.
const BENCH_LEAD_KEY = Buffer.alloc(32, 1).toString('base64')

function seedDatabase(dataDir: string): string {
  const dbFile = path.join(dataDir, 'bench.db')
  const seeded = spawnSync('npm', ['run', 'seed'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URI: `file:${dbFile}`, PAYLOAD_SECRET: 'bench', LEAD_ENCRYPTION_KEY: BENCH_LEAD_KEY, NODE_ENV: 'production' },
  })
  if (seeded.status !== 0) throw new Error(`seed failed with exit code ${seeded.status}`)
  return dbFile
}

/**
 * A few seconds of other first visits before a first-visit row, unmeasured: a process that has only served cached
 * pages renders its first few dozen pages with cold code (V8 not yet optimised), and with several processes each
 * one warms up on its own, which made the cluster look worse than it is on short runs.
 */
async function warmRenders(base: { baseUrl: string; serverPgid: number }, pathAt: (i: number) => string, size: number): Promise<void> {
  // Each process also builds its own facet index on its first listing (about 10 s at 100,000 vehicles).
  const warmSeconds = Number(process.env.BENCH_WARMUP_SECONDS || (size >= 50_000 ? 20 : 5))
  await runLoad({ ...base, name: 'warm-up', seconds: warmSeconds, connections: firstVisitConnections, pathAt })
}

async function benchSize(size: number): Promise<LoadResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealership-bench-${size}-`))
  try {
    const load = os.loadavg().map((l) => l.toFixed(2)).join(', ')
    process.stdout.write(`\n[${size.toLocaleString('en-US')} vehicles] seeding… (load average ${load})\n`)
    const dbFile = seedDatabase(dataDir)
    const count = await multiplyVehicles(dbFile, size)
    process.stdout.write(`  ${count.toLocaleString('en-US')} vehicles; starting the production server (server.mjs) on :${port}\n`)
    const env = { DATA_DIR: dataDir, DATABASE_URI: `file:${dbFile}`, PAYLOAD_SECRET: 'bench', LEAD_ENCRYPTION_KEY: BENCH_LEAD_KEY, SEED_ON_INIT: 'false' }
    let server = await startNextServer({ port, env })
    try {
      // The proxy's rules (which listings may be stored) take a while to compute on a cold 100,000-car database;
      // read them once first so the warm-up below meets the stored page, not the live fallback.
      await (await fetch(`${server.url}/redirect-rules`)).arrayBuffer()
      const srp = '/used-cars-for-sale'
      const vdp = await sampleVehiclePath(dbFile)
      let srpBytes = 0
      for (const warm of ['/', srp, vdp]) {
        const first = await fetch(server.url + warm)
        if (!first.ok) throw new Error(`warm-up ${warm} answered ${first.status}`)
        if (warm === srp) srpBytes = (await first.arrayBuffer()).byteLength
        else await first.arrayBuffer()
        // The second answer says whether the page is now served from Next's cache (HIT) or rendered again.
        const second = await fetch(server.url + warm)
        await second.arrayBuffer()
        process.stdout.write(`  warm ${warm}: ${second.status} ${second.headers.get('x-nextjs-cache') ?? 'not cached'}\n`)
      }
      const base = { baseUrl: server.url, seconds, connections, serverPgid: server.pid }
      const firstVisit = { connections: firstVisitConnections }
      const results: LoadResult[] = []
      const small = staticAssetPath()
      const sized = staticAssetPath(srpBytes)
      process.stdout.write(`  static files: ${small.kb.toFixed(0)} KB and ${sized.kb.toFixed(0)} KB (the SRP is ${(srpBytes / 1024).toFixed(0)} KB)\n`)
      // What one page weighs, and how much of it is the inline RSC payload (the data the client components get).
      for (const [label, pagePath] of [['warm SRP', srp], ['first-visit filtered SRP', filteredPath(900_000)], ['VDP', vdp]]) {
        const bytes = pageBytes(await (await fetch(server.url + pagePath)).text())
        process.stdout.write(
          `  page bytes, ${label}: HTML ${(bytes.html / 1024).toFixed(1)} KB, of which inline RSC payload ${(bytes.rsc / 1024).toFixed(1)} KB\n`,
        )
      }
      const distDir = path.join(repoRoot, testDistDir())
      const storeBefore = pageStoreSize(distDir)
      for (const [name, pathAt] of [
        ['static file', () => small.path],
        ['static file (SRP-sized)', () => sized.path],
        ['home (warm)', () => '/'],
        ['SRP (warm)', () => srp],
        ['VDP (warm)', () => vdp],
        ['SRP filtered (uncached)', filteredPath],
      ] as const) {
        process.stdout.write(`  ${name}…\n`)
        const uncached = name.startsWith('SRP filtered')
        if (uncached) await warmRenders(base, (i) => filteredPath(i + 500_000), size)
        results.push(await runLoad({ ...base, ...(uncached ? firstVisit : {}), name: `${name} @${size}`, pathAt }))
      }
      // Every filtered request above was a new URL outside the filter sitemap: none of them may be stored.
      const storeAfter = pageStoreSize(distDir)
      const bound = await listingPageBound(server.url)
      process.stdout.write(
        `  ${describePageStore('stored pages on disk', storeAfter)} (${storeAfter.files - storeBefore.files} files, ` +
          `${((storeAfter.bytes - storeBefore.bytes) / 1024).toFixed(0)} KB added by ${results.at(-1)?.requests ?? 0} ` +
          `first-visit filtered requests); at most ${bound.pages.toLocaleString('en-US')} listing pages can be stored ` +
          `(${bound.paths} filter sitemap paths × bounded variants) plus one page per vehicle\n`,
      )
      if (workers > 1) {
        await server.stop()
        process.stdout.write(`  again with ${workers} processes (WEB_CONCURRENCY=${workers})\n`)
        server = await startNextServer({ port, env: { ...env, WEB_CONCURRENCY: String(workers) } })
        while ((server.output().match(/Worker \d+ ready/g) ?? []).length < workers) await new Promise((r) => setTimeout(r, 250))
        // Each worker keeps its own copies: enough warm-up requests for every one to hold the pages.
        for (const warm of [srp, vdp]) for (let i = 0; i < workers * 3; i++) await (await fetch(server.url + warm)).arrayBuffer()
        for (const [name, pathAt] of [
          ['static file', () => small.path],
          ['SRP (warm)', () => srp],
          ['VDP (warm)', () => vdp],
          ['SRP filtered (uncached)', (i: number) => filteredPath(i + 100_000)],
        ] as const) {
          process.stdout.write(`  ${name} ×${workers}…\n`)
          const uncached = name.startsWith('SRP filtered')
          if (uncached) await warmRenders({ ...base, serverPgid: server.pid, baseUrl: server.url }, (i) => filteredPath(i + 600_000), size)
          const result = await runLoad({
            ...base,
            ...(uncached ? firstVisit : {}),
            baseUrl: server.url,
            serverPgid: server.pid,
            name: `${name} ×${workers} @${size}`,
            pathAt,
          })
          results.push(result)
          // Whether every worker was busy, and what the primary (which hands each connection to a worker) cost.
          const split = result.serverCpu.map((p) => `${p.name} ${(p.ms / 1000).toFixed(1)} s`).join(', ')
          process.stdout.write(`    CPU per process: ${split}; load generator ${result.clientCores.toFixed(2)} cores\n`)
        }
      }
      return results
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

function report(all: LoadResult[][]): void {
  const rows: string[] = [
    'scenario'.padEnd(40) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p95 ms'.padStart(9) + 'vs static'.padStart(11) +
      'vs sized'.padStart(10) + 'non-2xx'.padStart(9) + 'KB/resp'.padStart(9) + 'CPU ms/req'.padStart(12) +
      'srv cores'.padStart(11) + 'off-main'.padStart(10) + 'client'.padStart(8),
  ]
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`
  for (const results of all) {
    // Each row is compared with the static files measured last before it (the single process's, then the cluster's).
    let [small, sized] = results
    for (const r of results) {
      if (r.name.startsWith('static file (SRP-sized)')) sized = r
      else if (r.name.startsWith('static file')) small = r
      rows.push(
        r.name.padEnd(40) + r.rps.toFixed(0).padStart(9) + r.p50.toFixed(1).padStart(9) + r.p95.toFixed(1).padStart(9) +
          percent(r.rps, small.rps).padStart(11) + percent(r.rps, sized.rps).padStart(10) + String(r.non2xx).padStart(9) +
          r.kbPerResponse.toFixed(1).padStart(9) + r.serverCpuMsPerRequest.toFixed(1).padStart(12) +
          r.serverCores.toFixed(2).padStart(11) + percent(r.offMainThread, 1).padStart(10) + r.clientCores.toFixed(2).padStart(8),
      )
    }
  }
  process.stdout.write(`\n${rows.join('\n')}\n`)
  process.stdout.write(
    `\nFirst-visit rows at ${firstVisitConnections} concurrent, the others at ${connections}. CPU ms/req: the server's ` +
      `processes' CPU time (/proc) per answer; srv cores / client: CPU used by the server and by the load generator ` +
      `(this process) over the run, in cores; off-main: the server's share spent outside its JavaScript threads (V8's ` +
      `GC helpers, libuv's pool). Machine load when the report was printed: ${os.loadavg().map((l) => l.toFixed(2)).join(', ')}.\n`,
  )
  const srpAt = (i: number) => all[i]?.find((r) => r.name.startsWith('SRP filtered'))
  if (all.length > 1) {
    const first = srpAt(0)
    const last = srpAt(all.length - 1)
    if (first && last) {
      process.stdout.write(`\nfiltered SRP p95 at ${sizes.at(-1)} vs ${sizes[0]}: ${(last.p95 / first.p95).toFixed(2)}×\n`)
    }
  }
}

// Always a fresh build: numbers from a build of older sources would describe code that no longer exists. On a shared
// machine BENCH_REUSE_BUILD=1 takes the build just made in turn with the others (`flock /tmp/next-build.lock env
// TEST_NEXT_DIST_DIR=.next-bench npm run test:build`).
if (process.env.BENCH_REUSE_BUILD !== '1') runBuild()
const all: LoadResult[][] = []
for (const size of sizes) all.push(await benchSize(size))
report(all)
