// The production server (`npm start`, the Docker image): one web process per core (WEB_CONCURRENCY overrides; 1 =
// a single process), each Next's request handler behind the page micro-cache (src/server/web-server.mjs), under a
// cluster primary that shares the port (src/server/cluster.mjs). Plain JavaScript so it runs with node alone.
import cluster from 'node:cluster'

import { availableCores, runPrimary, webConcurrency } from './src/server/cluster.mjs'
import { formatConfigProblems, productionConfigProblems } from './src/lib/config/production-env.mjs'

// Fail fast: a missing secret or mail setting is found here, listed whole, not by shoppers as 500s after start.
const configProblems = productionConfigProblems(process.env)
if (configProblems.length > 0) {
  process.stderr.write(formatConfigProblems(configProblems))
  process.exit(1)
}

const concurrency = webConcurrency(process.env, availableCores())
if ('error' in concurrency) {
  process.stderr.write(concurrency.error)
  process.exit(1)
}
if (cluster.isPrimary && concurrency.count > 1) runPrimary({ count: concurrency.count, log: (line) => process.stdout.write(line) })
else await import('./src/server/web-server.mjs')
