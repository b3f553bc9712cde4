// `npm run dev`: seeds the development database first when it has not been seeded, then starts `next dev`.
//
// Why not seed from Payload's onInit inside `next dev` (as before): Next's development server loads Payload in more
// than one process (the page renderer and the static-params worker), so on an empty database two inits seeded at
// once ("Value must be unique" on the seed's media), and the first page's cached readers waited on a seed that took
// minutes until Next abandoned them with a 500. Seeding in one process before the server starts is simple and
// certain: the first page a newcomer opens already has the whole site.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { devDatabase, needsSeed } from './dev-seed-marker.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const database = devDatabase(process.env, repoRoot)

if (process.env.SEED_ON_INIT !== 'false' && needsSeed(database)) {
  process.stdout.write(
    'dev: seeding the development database before the server starts (1–2 minutes on a 2-core machine; ' +
      'SEED_ON_INIT=false skips it)\n',
  )
  const seeded = spawnSync(process.execPath, ['seed/run.mjs'], { cwd: repoRoot, stdio: 'inherit', env: process.env })
  if (seeded.status !== 0) {
    process.stderr.write(`dev: the seed failed (exit ${seeded.status}); fix the error above and run npm run dev again\n`)
    process.exit(seeded.status ?? 1)
  }
  fs.mkdirSync(path.dirname(database.marker), { recursive: true })
  // The seed is idempotent, so a run stopped midway simply runs again next time: the marker is written only now.
  fs.writeFileSync(database.marker, `seeded ${new Date().toISOString()}\n`)
}

const nextBin = path.join(repoRoot, 'node_modules', 'next', 'dist', 'bin', 'next')
const server = spawn(process.execPath, [nextBin, 'dev', ...process.argv.slice(2)], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: process.env,
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
