// The production server's worker: Next's request handler behind the page micro-cache of src/server/page-cache.mjs,
// with the security headers of src/server/secure-answer.mjs. server.mjs runs it alone (WEB_CONCURRENCY=1) or once
// per core under the cluster primary of src/server/cluster.mjs. Plain JavaScript so it runs with node alone.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { READY_MESSAGE } from './cluster.mjs'
import {
  createPageCache,
  currentCacheEpoch,
  isCacheableAnswer,
  PAGE_CACHE_MAX_ENTRY_BYTES,
  pageCacheKey,
  storedHeaders,
} from './page-cache.mjs'
import { cspHostsRefresher, rewriteAnswer, secureAnswer, sendStoredPage } from './secure-answer.mjs'
import { refuseRequestTarget, requestTargetProblem } from './request-target.mjs'
import { takesNonce } from './security-headers.mjs'
import {
  createClusterTags,
  createLocalTags,
  createRedisTags,
  deferTagsToAnswerEnd,
  installSharedTags,
} from './shared-tags.mjs'

// The app's root (where .next and next.config.mjs are), two folders up.
const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const port = Number(process.env.PORT || 3000)
// Next gives route handlers no socket address, so this server stamps it in a header for the per-client rate
// limits (src/lib/http/client-ip.ts). The header's name is random per process and published only in this
// process's environment: a client cannot guess it to claim another address.
const socketAddressHeader = `x-socket-address-${randomBytes(12).toString('hex')}`
process.env.DEALERSHIP_SOCKET_ADDRESS_HEADER = socketAddressHeader
// 'localhost' as Next's own hostname: the proxy's rewrites name it, and Next treats them as internal only when
// they match (binding the socket below stays on every interface, as `next start` does).
const app = next({ dev: false, dir, hostname: 'localhost', port })
const handle = app.getRequestHandler()
await app.prepare()
const pages = createPageCache()
// Expired cache tags reach the other instances through Redis, or the other workers of this machine through the
// cluster primary (src/server/shared-tags.mjs); a lone process applies them to itself, which a hook run by the job
// queue (a scheduled publish, no Next request) needs. The revalidation hooks find the publisher on globalThis.
const sharedTags = process.env.REDIS_URL
  ? createRedisTags({ url: process.env.REDIS_URL, log: (line) => process.stderr.write(`${line}\n`) })
  : cluster.isWorker
    ? createClusterTags()
    : createLocalTags()
if (sharedTags) {
  installSharedTags(sharedTags)
  // The first read replays recent edits of other instances before anything is served (at most 3 s while Redis is away).
  await Promise.race([sharedTags.ready(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())])
}
// Security headers (src/server/security-headers.mjs): HSTS and upgrade-insecure-requests only when the public origin
// is HTTPS; CSP_REPORT_ONLY=true reports violations without blocking (a first rollout).
const security = {
  https: /^https:\/\//i.test(process.env.NEXT_PUBLIC_SERVER_URL ?? ''),
  reportOnly: process.env.CSP_REPORT_ONLY === 'true',
}
// Third-party hosts of the configured tracking ids enter the CSP after they are read from the app's /csp-hosts.
const cspHosts = cspHostsRefresher(`http://localhost:${port}`, currentCacheEpoch)

/** Lets Next answer, keeping a copy of what it writes (after its compression) for the cache when allowed. */
function answerAndKeep(request, response, key) {
  const startEpoch = currentCacheEpoch()
  const chunks = []
  let size = 0
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8')
    size += buffer.length
    if (size <= PAGE_CACHE_MAX_ENTRY_BYTES) chunks.push(buffer)
  }
  // Headers given to writeHead() are not all visible through getHeaders(): keep them too.
  let headHeaders = {}
  const writeHead = response.writeHead
  response.writeHead = function (status, ...rest) {
    const headers = rest.find((arg) => arg && typeof arg === 'object')
    if (headers && !Array.isArray(headers)) {
      headHeaders = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
    }
    return writeHead.call(this, status, ...rest)
  }
  const write = response.write
  const end = response.end
  response.write = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  response.end = function (chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  response.once('finish', () => {
    const headers = { ...response.getHeaders(), ...headHeaders }
    if (request.method !== 'GET' || size > PAGE_CACHE_MAX_ENTRY_BYTES) return
    if (!isCacheableAnswer(response.statusCode, headers)) return
    pages.set(key, { status: response.statusCode, headers: storedHeaders(headers), body: Buffer.concat(chunks) }, startEpoch)
  })
  return handle(request, response)
}

/** Answers one request: the page micro-cache, else Next, with the security headers of src/server/secure-answer.mjs. */
function serve(request, response) {
  const key = pageCacheKey(request)
  // Every answer gets the security headers; a public page gets a fresh CSP nonce in place of the placeholder Next
  // rendered, stored pages included (src/server/secure-answer.mjs).
  const answer = secureAnswer(request, response, security)
  const entry = key === null ? undefined : pages.get(key)
  if (entry) return sendStoredPage(request, response, entry, answer)
  if (answer.rewrite) rewriteAnswer(request, response, answer)
  if (key === null) return handle(request, response)
  return answerAndKeep(request, response, key)
}

/** Answers after the CSP hosts' refresh when a page needs it. */
function answerWhenReady(request, response) {
  // A page waits for the CSP hosts to be read again after a change; /csp-hosts itself (that read) never does.
  const refreshing = cspHosts.check()
  if (refreshing && request.method === 'GET' && !request.url?.startsWith('/csp-hosts') && takesNonce(request.method, request.url?.split('?')[0] ?? '/')) {
    refreshing.then(() => serve(request, response))
    return
  }
  serve(request, response)
}

const server = http.createServer((request, response) => {
  // An address that is not percent-encoded UTF-8 is the client's mistake: 400 here, before any route decodes it.
  const problem = requestTargetProblem(request.url ?? '/')
  if (problem) {
    secureAnswer(request, response, security)
    return refuseRequestTarget(request, response, problem)
  }
  request.headers[socketAddressHeader] = request.socket.remoteAddress ?? ''
  // Edits made on other instances since the last request expire this process's copies first.
  // Build assets never depend on data: they need no look at the shared tags.
  if (!sharedTags || request.url?.startsWith('/_next/static/')) return answerWhenReady(request, response)
  const writes = request.method !== 'GET' && request.method !== 'HEAD'
  sharedTags
    .sync()
    .then(() =>
      writes
        ? deferTagsToAnswerEnd(request, response, sharedTags, () => answerWhenReady(request, response))
        : answerWhenReady(request, response),
    )
})
// Node closes an idle kept-alive connection after 5 s, which races a client (a reverse proxy, a browser, a test's
// HTTP agent) sending its next request on it: that request dies with ECONNRESET. Idle connections are kept longer
// than the usual proxy idle timeout (60 s) so the client, not this server, closes them.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, async () => {
  if (!cluster.isWorker) {
    process.stdout.write(`✓ Ready on http://localhost:${port} (page micro-cache on)\n`)
    return
  }
  // The first worker initialises Payload (and runs the migrations of a new database) before its siblings start:
  // two processes migrating one SQLite file at once would collide.
  await fetch(`http://localhost:${port}/api/health`, { signal: AbortSignal.timeout(120_000) }).catch(() => undefined)
  process.stdout.write(`✓ Worker ${process.pid} ready on http://localhost:${port} (page micro-cache on)\n`)
  process.send?.({ type: READY_MESSAGE })
})

let closing = false
/** Stops taking requests, gives open ones a moment, then leaves (Payload's database handle would keep it alive). */
function shutDown() {
  if (closing) return
  closing = true
  server.close()
  sharedTags?.close()
  setTimeout(() => process.exit(0), 2_000).unref()
}
// `on`, not `once`: a worker gets the signal twice (from its primary, and with the whole process group from a
// supervisor), and a second one must not kill it with its requests half answered.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, shutDown)
// A worker whose primary is gone (killed) has no one to take its port's connections from: it leaves too.
if (cluster.isWorker) process.on('disconnect', shutDown)
