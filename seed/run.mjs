// Runs a command-line entry against the configured database: `node seed/run.mjs [entry.ts] [args…]` bundles the
// entry (default seed/entry.ts, i.e. `npm run seed`; `npm run import:inventory` passes
// seed/inventory-import-entry.ts and the feed's path) with payload.config.ts and everything it imports from this
// repo into one ES module with esbuild, and runs its exported runFromCli(args) with plain Node, retrying a run
// that Node abandoned.
//
// Why the flag below: the `lexical` packages resolve, under Node's "node" export condition, to `*.node.mjs`
// files whose top-level await imports the dev or prod build. Node 20 loads such a graph of many concurrent
// top-level awaits unreliably: the import of @payloadcms/richtext-lexical never settled in 9 runs out of 10 on a
// busy machine, and the process ended with exit code 13 ("unsettled top-level await"). `--conditions=production`
// makes Node pick their plain `*.prod.mjs` builds (listed before "node" in their exports), which have no
// top-level await: 0 failures in 10. The retry stays as a safety net: the seed is idempotent, and the feed import
// writes in one transaction and is idempotent too, so running either again in a fresh process is safe.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { buildSync } from 'esbuild'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 12

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [entry = 'seed/entry.ts', ...args] = process.argv.slice(2)
const label = path.basename(entry, '.ts').replace(/-?entry$/, '') || 'seed'
// The child runs in the repository; relative paths in args mean the caller's folder (npm passes it as INIT_CWD).
const env = { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() }
// Beside payload.config.ts, so paths the config derives from import.meta.url stay those of the repository.
const outfile = path.join(repoRoot, `.seed-run-${process.pid}.mjs`)

buildSync({
  entryPoints: [path.resolve(repoRoot, entry)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Next's subpath modules have no "exports" map, so plain Node ESM needs the file name.
  alias: { 'next/cache': 'next/cache.js', 'next/server': 'next/server.js', 'next/headers': 'next/headers.js' },
  tsconfig: path.join(repoRoot, 'tsconfig.json'),
  logLevel: 'warning',
})

// Database and image-worker handles may linger after payload.destroy(); the child exits once the work is done.
const runner = `const { runFromCli } = await import(${JSON.stringify(pathToFileURL(outfile).href)}); await runFromCli(${JSON.stringify(args)}); process.exit(process.exitCode ?? 0)`
let status = 1
try {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = spawnSync(process.execPath, ['--conditions=production', '--input-type=module', '-e', runner], { cwd: repoRoot, env, stdio: 'inherit' })
    status = result.status ?? 1
    if (status !== UNSETTLED_TOP_LEVEL_AWAIT) break
    process.stderr.write(`${label}: Node abandoned the module import (exit 13); retrying (${attempt}/${ATTEMPTS - 1})\n`)
  }
} finally {
  fs.rmSync(outfile, { force: true })
}
process.exit(status)
