// `npm run bench:import`: a benchmark, not a test. Writes a feed of BENCH_IMPORT_ROWS vehicles (default 100,000)
// into a temp folder, then imports it into a throwaway SQLite database (tests/bench/import-entry.ts) and prints the
// times, the import's progress and the latencies of page reads made during it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const rows = Number(process.env.BENCH_IMPORT_ROWS || 100_000)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-'))

// VIN check digit (position 9) of a 17-character VIN, as src/lib/vin/check-digit.ts computes it.
const VALUES = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]]),
)
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
function vin(n) {
  const base = `1HGCM8203A${String(n).padStart(7, '0')}`
  const sum = [...base].reduce((total, c, i) => total + (/\d/.test(c) ? Number(c) : VALUES[c]) * WEIGHTS[i], 0)
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return `${base.slice(0, 8)}${check}${base.slice(9)}`
}

const MODELS = [['Honda', 'Accord', 'sedans'], ['Toyota', 'RAV4', 'suvs'], ['Ford', 'F-150', 'trucks'], ['Kia', 'Soul', 'hatchbacks']]
const header = 'vin,condition,year,make,model,trim,body_style,price,mileage,exterior_color,transmission,features\n'
const lines = []
for (let n = 1; n <= rows; n++) {
  const [make, model, style] = MODELS[n % MODELS.length]
  const features = n % 3 === 0 ? 'Bluetooth|Backup Camera|Heated Seats' : 'Bluetooth'
  lines.push(`${vin(n)},${n % 5 === 0 ? 'new' : 'used'},${2015 + (n % 10)},${make},${model},EX,${style},${12_000 + (n % 400) * 50},${(n * 37) % 120_000},Silver,automatic,${features}`)
}
const feed = path.join(dir, 'feed.csv')
fs.writeFileSync(feed, header + lines.join('\n') + '\n')
process.stdout.write(`feed: ${rows.toLocaleString('en-US')} rows, ${(fs.statSync(feed).size / 1e6).toFixed(1)} MB\n`)

const env = {
  ...process.env,
  DATA_DIR: dir,
  DATABASE_URI: `file:${path.join(dir, 'bench.db')}`,
  PAYLOAD_SECRET: 'bench-import-secret-not-for-production',
  SEED_ON_INIT: 'false',
  JOBS_AUTORUN: 'false',
  SMTP_URL: '',
  NODE_OPTIONS: process.env.NODE_OPTIONS || '--no-deprecation',
}
try {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'seed', 'run.mjs'), 'tests/bench/import-entry.ts', feed], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  })
  process.exitCode = result.status ?? 1
} finally {
  fs.rmSync(dir, { recursive: true, force: true })
}
