// `npm run worker`: Payload's queue runner (`payload jobs:run`) in a process of its own, on every queue: the leads
// queue (lead emails, alerts) and the default queue, where the admin's "Schedule publish" puts its jobs.
//
// Why a script and not the bare CLI: a scheduled publish expires cache tags, and this process has no Next cache of
// its own to expire. With REDIS_URL the tags go into the shared change log (src/server/shared-tags.mjs) before the
// CLI starts, so every web instance renders the published change at its next request. Without Redis the web
// processes run the queues themselves (autoRun) and expire their own tags.
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { createRedisTags, installSharedTags } from '../src/server/shared-tags.mjs'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

if (process.env.REDIS_URL) {
  const tags = createRedisTags({ url: process.env.REDIS_URL, log: (line) => process.stderr.write(`${line}\n`) })
  installSharedTags(tags)
  await Promise.race([tags.ready(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())])
}

// Every 10 s; --handle-schedules queues the scheduled tasks (the lead sweep) as autoRun would.
process.argv = [
  process.argv[0],
  'payload',
  'jobs:run',
  '--all-queues',
  '--handle-schedules',
  '--cron',
  '*/10 * * * * *',
]
await import(pathToFileURL(path.join(repoRoot, 'node_modules', 'payload', 'bin.js')).href)
