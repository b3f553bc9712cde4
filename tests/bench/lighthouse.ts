/**
 * `npm run bench:lighthouse`: a benchmark, not a test. Lighthouse (mobile preset, simulated throttling) on the home
 * page, the search page, a vehicle page, the contact page and the Spanish home page, for a baseline and for this
 * tree, alternating (baseline, now, baseline, now… per page), LIGHTHOUSE_RUNS (3) runs each, then a table of
 * medians per page, baseline → now: script transfer, total blocking time, performance, LCP and the accessibility,
 * best-practices and SEO scores.
 *
 *   npm run bench:lighthouse -- --base 630c4d7        # builds that commit in a temporary git worktree
 *   npm run bench:lighthouse -- --base-url http://…   # a server already running (only this tree is built)
 *
 * Each side is a production build served by server.mjs (what `npm start` runs) on a seeded SQLite database of its
 * own, on its own port (BENCH_PORT, 3392, and the next one). The vehicle page is the first vehicle the side's own
 * search page links to. LIGHTHOUSE_KEEP_BASE=1 keeps the baseline's checkout and build (in the temp folder, one per
 * commit) for the next reading; LIGHTHOUSE_REUSE_BUILD=1 also reuses this tree's build in .next-lighthouse.
 * Needs Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  compareDependencies,
  median,
  readLighthouseReport,
  type LighthouseReading,
} from './lighthouse-report'

const DIST_DIR = '.next-lighthouse'
process.env.TEST_NEXT_DIST_DIR ||= DIST_DIR
const { runBuild, repoRoot } = await import('../helpers/next-build.mjs')
const { startNextServer } = await import('../helpers/next-server')
type NextServer = Awaited<ReturnType<typeof startNextServer>>

const PAGES = ['/', '/used-cars-for-sale', 'vehicle page', '/contact-us', '/es'] as const
const runs = Number(process.env.LIGHTHOUSE_RUNS || 3)
const port = Number(process.env.BENCH_PORT || 3392)
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
// The baseline's code does not change: its checkout and build can be kept for the next reading.
const keepBase = process.env.LIGHTHOUSE_KEEP_BASE === '1' || process.env.LIGHTHOUSE_REUSE_BUILD === '1'
const reuseBuild = process.env.LIGHTHOUSE_REUSE_BUILD === '1'
// Production refuses to start without the lead field key; the bench stores no lead.
const BENCH_LEAD_KEY = Buffer.alloc(32, 1).toString('base64')

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}

const baseCommit = argument('--base')
const baseUrl = argument('--base-url')
if (!baseCommit === !baseUrl) {
  process.stderr.write('usage: npm run bench:lighthouse -- --base <commit> | --base-url <http://host:port>\n')
  process.exit(2)
}

const say = (line: string) => process.stdout.write(`${line}\n`)
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(', ')

/**
 * A checkout of the baseline commit in the temp folder, with dependencies it can build with. Removed at the end,
 * unless LIGHTHOUSE_KEEP_BASE=1: then it is kept (one folder per commit) and its build serves the next run.
 */
function baselineWorktree(commit: string): { root: string; remove: () => void } {
  const git = (...args: string[]) => {
    const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' })
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`)
    return result.stdout.trim()
  }
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`)
  const root = path.join(os.tmpdir(), `dealership-lighthouse-base-${sha.slice(0, 12)}`)
  const remove = () => {
    if (keepBase) return
    spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot })
    fs.rmSync(root, { recursive: true, force: true })
  }
  say(`baseline ${git('log', '-1', '--format=%h %s', sha).slice(0, 100)}`)
  if (keepBase && fs.existsSync(path.join(root, 'package.json'))) {
    say(`  reusing the checkout in ${root}`)
    return { root, remove }
  }
  fs.rmSync(root, { recursive: true, force: true })
  spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot })
  git('worktree', 'add', '--detach', root, sha)
  try {
    // This tree's node_modules serve the baseline when every package it names is installed here at a version its
    // package.json accepts; otherwise it gets its own `npm ci` (slow, but never a build against other versions).
    const packageOf = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    const mismatches = compareDependencies(packageOf(root), packageOf(repoRoot), installedVersion)
    if (mismatches.length === 0) {
      fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'))
      say("  its package.json is satisfied by this tree's node_modules: linked, no install")
    } else {
      say(`  its package.json differs from what is installed here (${mismatches.join('; ')}): npm ci in the worktree…`)
      const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' })
      if (installed.status !== 0) throw new Error(`npm ci of the baseline failed with exit code ${installed.status}`)
    }
    return { root, remove }
  } catch (error) {
    remove()
    throw error
  }
}

function installedVersion(name: string): string | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version
  } catch {
    return undefined
  }
}

/** Seeds a throwaway SQLite database with `root`'s own seed (a first-time visitor's site: no staff). */
function seed(root: string, dataDir: string): Record<string, string> {
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URI: `file:${path.join(dataDir, 'lighthouse.db')}`,
    PAYLOAD_SECRET: 'bench-lighthouse',
    LEAD_ENCRYPTION_KEY: BENCH_LEAD_KEY,
  }
  const seeded = spawnSync('npm', ['run', 'seed'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NODE_ENV: 'production', SEED_ON_INIT: 'false' },
  })
  if (seeded.status !== 0) throw new Error(`npm run seed in ${root} failed with exit code ${seeded.status}`)
  return { ...env, SEED_ON_INIT: 'false' }
}

type Side = { label: 'baseline' | 'now'; url: string; paths: Map<string, string> }

/** The first vehicle page the side's search page links to (the two sides may spell the route differently). */
async function vehiclePath(url: string): Promise<string> {
  const html = await (await fetch(`${url}/used-cars-for-sale`)).text()
  const found = html.match(/href="(\/[a-z]+-cars-for-sale\/\d{4}-[^"?#]+)"/)
  if (!found) throw new Error(`${url}/used-cars-for-sale links to no vehicle page`)
  return found[1]
}

/**
 * Each page once, unmeasured: the first visit renders and stores the page, which no later visitor pays for. A page
 * the side does not have (404: an older baseline without the Spanish site) is left out of that side's runs.
 */
async function warm(side: Side): Promise<void> {
  for (const [page, pagePath] of side.paths) {
    const answer = await fetch(side.url + pagePath)
    await answer.arrayBuffer()
    if (answer.status === 404) {
      say(`${side.label}: ${pagePath} answers 404 there, so it has no reading on that side`)
      side.paths.delete(page)
    } else if (!answer.ok) throw new Error(`${side.label} ${page} (${pagePath}) answered ${answer.status}`)
  }
}

/** One Lighthouse run in its own Chromium, as the CLI does it; the JSON report comes back on stdout. */
function lighthouse(url: string): Promise<LighthouseReading> {
  const cli = path.join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js')
  const args = [
    cli,
    url,
    '--form-factor=mobile',
    '--only-categories=performance,accessibility,best-practices,seo',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath } })
    const out: Buffer[] = []
    let err = ''
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code}: ${err.trim().slice(-600)}`))
      try {
        resolve(readLighthouseReport(JSON.parse(Buffer.concat(out).toString('utf8'))))
      } catch (error) {
        reject(error)
      }
    })
  })
}

const servers: NextServer[] = []
const cleanups: Array<() => void> = []
async function cleanUp(): Promise<void> {
  for (const server of servers.splice(0)) await server.stop().catch(() => undefined)
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
}
process.on('SIGINT', () => void cleanUp().then(() => process.exit(130)))

/** Builds and starts one side; returns its URL. */
async function startSide(label: Side['label'], root: string, sidePort: number): Promise<string> {
  const reuse = label === 'baseline' ? keepBase : reuseBuild
  if (reuse && fs.existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) say(`${label}: reusing ${root}/${DIST_DIR}`)
  else {
    say(`${label}: next build --webpack in ${root} (load average ${loadAverage()})…`)
    runBuild({ root, distDir: DIST_DIR })
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dealership-lighthouse-${label}-`))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  say(`${label}: seeding a database…`)
  const env = seed(root, dataDir)
  say(`${label}: starting the production server on :${sidePort}…`)
  const server = await startNextServer({ port: sidePort, env, root, distDir: DIST_DIR })
  servers.push(server)
  return server.url
}

async function sideWith(label: Side['label'], url: string): Promise<Side> {
  const paths = new Map<string, string>()
  for (const page of PAGES) paths.set(page, page === 'vehicle page' ? await vehiclePath(url) : page)
  const side = { label, url, paths }
  await warm(side)
  return side
}

function report(sides: Side[], readings: Map<string, LighthouseReading[]>, failures: string[]): void {
  const cell = (page: string, pick: (r: LighthouseReading) => number | null, format: (n: number) => string) =>
    sides
      .map((side) => {
        const values = (readings.get(`${side.label} ${page}`) ?? []).map(pick).filter((v): v is number => v !== null)
        return values.length ? format(median(values)) : '—'
      })
      .join(' → ')
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
  const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`
  const seconds = (n: number) => `${(n / 1000).toFixed(1)} s`
  const score = (n: number) => String(Math.round(n * 100))
  const rows = [
    '| page | script transfer | total blocking time | performance | LCP | accessibility | best practices | SEO |',
    '|---|---|---|---|---|---|---|---|',
  ]
  for (const page of PAGES) {
    rows.push(
      `| ${page === 'vehicle page' ? 'a vehicle page' : `\`${page}\``} | ${cell(page, (r) => r.scriptBytes, kb)} | ` +
        `${cell(page, (r) => r.totalBlockingMs, ms)} | ${cell(page, (r) => r.performance, score)} | ` +
        `${cell(page, (r) => r.lcpMs, seconds)} | ${cell(page, (r) => r.accessibility, score)} | ` +
        `${cell(page, (r) => r.bestPractices, score)} | ${cell(page, (r) => r.seo, score)} |`,
    )
  }
  say(`\nMedians of ${runs} Lighthouse runs per page and side (mobile, simulated throttling), baseline → now:\n`)
  say(rows.join('\n'))
  const missing = [...readings.values()].flat().filter((r) => r.performance === null).length
  say(
    `\nBaseline: ${baseUrl ?? baseCommit}. Vehicle page: ${sides.map((s) => s.paths.get('vehicle page')).join(' → ')}.` +
      ' — : no reading (the page does not exist on that side, or every run of it failed).' +
      ` Load average at the end: ${loadAverage()}.` +
      (missing ? ` ${missing} run(s) had no performance score (Lighthouse found no LCP): left out of that median.` : ''),
  )
  if (failures.length) say(`Failed runs (left out):\n  ${failures.join('\n  ')}`)
}

try {
  say(`Lighthouse ${runs}× per page and side; load average ${loadAverage()}`)
  let base: string
  if (baseCommit) {
    const worktree = baselineWorktree(baseCommit)
    cleanups.push(worktree.remove)
    base = await startSide('baseline', worktree.root, port + 1)
  } else base = (baseUrl as string).replace(/\/$/, '')
  const now = await startSide('now', repoRoot, port)
  const sides = [await sideWith('baseline', base), await sideWith('now', now)]
  const readings = new Map<string, LighthouseReading[]>()
  const failures: string[] = []
  for (const page of PAGES) {
    for (let run = 1; run <= runs; run++) {
      for (const side of sides) {
        if (!side.paths.has(page)) continue
        const url = side.url + side.paths.get(page)
        const where = `${side.label} ${page} run ${run}/${runs}`
        try {
          const reading = await lighthouse(url)
          const key = `${side.label} ${page}`
          readings.set(key, [...(readings.get(key) ?? []), reading])
          say(
            `  ${where}: scripts ${(reading.scriptBytes / 1024).toFixed(0)} KB, TBT ${Math.round(reading.totalBlockingMs)} ms, ` +
              `performance ${reading.performance === null ? '—' : Math.round(reading.performance * 100)} ` +
              `(load average ${loadAverage()})`,
          )
        } catch (error) {
          failures.push(`${where} (${url}): ${String(error).split('\n')[0]}`)
          say(`  ${where} (${url}) failed: ${String(error).split('\n')[0]}`)
        }
      }
    }
  }
  report(sides, readings, failures)
} finally {
  await cleanUp()
}
