// `npm run seed`: bundles seed/entry.ts (with payload.config.ts and everything it imports from this repo) into one
// ES module with esbuild and runs it with plain Node, retrying a run that Node abandoned.
//
// Why: on Node 20 here, importing the module graph of @payloadcms/richtext-lexical sometimes never settles (seen
// in about 1 run in 3 under load, with or without tsx): the process then ends with exit code 13 ("unsettled
// top-level await") — or, through Payload's own CLI, with exit code 0 having done nothing. The seed is
// idempotent, so running it again in a fresh process is safe whatever the abandoned run had written.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { buildSync } from 'esbuild'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 12

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Beside payload.config.ts, so paths the config derives from import.meta.url stay those of the repository.
const outfile = path.join(repoRoot, `.seed-run-${process.pid}.mjs`)

buildSync({
  entryPoints: [path.join(repoRoot, 'seed', 'entry.ts')],
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
const runner = `const { runFromCli } = await import(${JSON.stringify(pathToFileURL(outfile).href)}); await runFromCli(); process.exit(process.exitCode ?? 0)`
let status = 1
try {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', runner], { cwd: repoRoot, stdio: 'inherit' })
    status = result.status ?? 1
    if (status !== UNSETTLED_TOP_LEVEL_AWAIT) break
    process.stderr.write(`seed: Node abandoned the module import (exit 13); retrying (${attempt}/${ATTEMPTS - 1})\n`)
  }
} finally {
  fs.rmSync(outfile, { force: true })
}
process.exit(status)
