// Builds the production bundle the production-start spec and Playwright run against. Plain JavaScript so
// `npm run test:build` runs it with node alone; the TypeScript helpers import it too.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Repository root (two folders above this file). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

/** The build folder of the tests: beside, never instead of, a developer's .next. */
export function testDistDir() {
  return process.env.TEST_NEXT_DIST_DIR || '.next-test'
}

/** True when a finished production build exists in the test build folder. */
export function buildExists() {
  return fs.existsSync(path.join(repoRoot, testDistDir(), 'BUILD_ID'))
}

/**
 * Runs `npm run build` into the test build folder. The build gets its own throwaway data folder: it may
 * open the database to prerender, and must never touch a developer's data/ or a test's database.
 * `root` and `distDir` build another checkout instead (the Lighthouse bench's baseline worktree).
 */
export function runBuild({ root = repoRoot, distDir = testDistDir() } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealership-build-'))
  const started = Date.now()
  // next build sets NODE_ENV itself; vitest's NODE_ENV=test would make Next warn and build differently.
  const { NODE_ENV: _ignored, ...parentEnv } = process.env
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...parentEnv,
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      DATABASE_URI: `file:${path.join(dataDir, 'build.db')}`,
      SEED_ON_INIT: 'false',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  })
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`)
  process.stdout.write(`[test] next build into ${path.join(root, distDir)} took ${Math.round((Date.now() - started) / 1000)} s\n`)
}

/** Builds only when no build exists yet, so a single spec can run on its own. */
export function ensureBuild() {
  if (!buildExists()) runBuild()
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runBuild()
}
