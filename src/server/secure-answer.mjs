// Plain JavaScript (with JSDoc types) because server.mjs uses it in production, where no TypeScript runs.
// How server.mjs puts the security headers on every answer and a fresh CSP nonce into every public page while
// the pages themselves stay cached (docs/security.md).
import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'

import { handNonceToNext, reactRuntimeDefinitions } from './framework-adapter.mjs'
import { createNonceRewriter, gzippedPageWithNonce, pagePartsWithNonce, preparePage } from './nonce-html.mjs'
import { mayBeLivePreview, NO_HOSTS, NONCE_PLACEHOLDER, securityHeaders, takesNonce } from './security-headers.mjs'
import { createScriptNoncer, stampTrustedScripts } from './trusted-scripts.mjs'

// Types worth compressing when server.mjs compresses in Next's place (pages, router payloads, JSON, redirects).
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|manifest\+json)|image\/svg\+xml)/
const HOSTS_KEY = Symbol.for('dealership.cspHosts')
// React's runtime scripts, read once from the React build Next ships (src/server/framework-adapter.mjs).
const REACT_RUNTIME = reactRuntimeDefinitions()

/**
 * The third-party hosts the CSP allows now: the app's last /csp-hosts answer (src/app/(frontend)/csp-hosts, from
 * the store settings' tracking ids through src/lib/tracking's trackingHosts), none until then.
 * @returns {import('./security-headers.mjs').CspHosts}
 */
export function currentCspHosts() {
  const hosts = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HOSTS_KEY]
  return hosts && typeof hosts === 'object' ? /** @type {import('./security-headers.mjs').CspHosts} */ (hosts) : NO_HOSTS
}

/**
 * @typedef {{ nonce: string, acceptsGzip: boolean, rewrite: boolean }} AnswerSecurity
 * @typedef {{ https: boolean, reportOnly: boolean }} SecurityOptions
 */

/**
 * Sets the security headers of this answer and, for a public page, hands Next the placeholder nonce (in the
 * request's CSP header, where Next reads it) and asks it for an uncompressed answer, so the nonce can be swapped
 * on the way out. Call it after the page micro-cache key is taken (the key reads Accept-Encoding).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {SecurityOptions} options
 * @returns {AnswerSecurity}
 */
export function secureAnswer(request, response, options) {
  const url = request.url ?? '/'
  const path = url.split(/[?#]/, 1)[0] || '/'
  const nonce = randomBytes(16).toString('base64')
  const headers = securityHeaders({
    path,
    nonce,
    framedByAdmin: mayBeLivePreview(path, String(request.headers.cookie ?? '')),
    https: options.https,
    reportOnly: options.reportOnly,
    hosts: currentCspHosts(),
  })
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
  const acceptsGzip = /\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))
  const rewrite = takesNonce(request.method, path)
  // A client's own CSP request header must not choose the nonce Next renders.
  handNonceToNext(request.headers, rewrite ? NONCE_PLACEHOLDER : null)
  if (rewrite) delete request.headers['accept-encoding']
  return { nonce, acceptsGzip, rewrite }
}

/** @param {import('node:http').ServerResponse} response */
function addVaryAcceptEncoding(response) {
  const vary = String(response.getHeader('vary') ?? '')
  if (!/accept-encoding/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Wraps the answer Next writes for a public path: HTML gets this answer's nonce in the placeholder's place, and
 * whatever Next would have compressed is gzipped here (streamed, flushed per write so Suspense parts still arrive
 * early). Install before the page micro-cache's copy so that copy keeps Next's own bytes.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {AnswerSecurity} security
 */
export function rewriteAnswer(request, response, security) {
  const writeHead = response.writeHead
  const write = response.write
  const end = response.end
  /** @type {{ rewriter: { push(chunk: Buffer): Buffer, flush(): Buffer } | null, zip: zlib.Gzip | null } | null} */
  let transform = null
  /** Trusted scripts get the placeholder, then every placeholder this answer's nonce. */
  const htmlRewriter = () => {
    const scripts = createScriptNoncer(NONCE_PLACEHOLDER, REACT_RUNTIME)
    const nonces = createNonceRewriter(NONCE_PLACEHOLDER, security.nonce)
    return {
      /** @param {Buffer} chunk */
      push: (chunk) => nonces.push(scripts.push(chunk)),
      flush: () => Buffer.concat([nonces.push(scripts.flush()), nonces.flush()]),
    }
  }

  /** @param {unknown} chunk @param {unknown} encoding */
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk ?? ''), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')

  /** @type {typeof response.writeHead} */
  response.writeHead = /** @type {any} */ (
    function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
      const given = rest.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg))
      /** @param {string} name */
      const header = (name) => {
        const key = given ? Object.keys(given).find((k) => k.toLowerCase() === name) : undefined
        return key ? given[key] : response.getHeader(name)
      }
      const type = String(header('content-type') ?? '')
      const html = type.startsWith('text/html')
      const hasBody = request.method !== 'HEAD' && status !== 204 && status !== 304
      if (!header('content-encoding') && hasBody && (html || (security.acceptsGzip && COMPRESSIBLE.test(type)))) {
        const zip = security.acceptsGzip ? zlib.createGzip() : null
        transform = { rewriter: html ? htmlRewriter() : null, zip }
        response.removeHeader('content-length')
        if (given) for (const key of Object.keys(given)) if (key.toLowerCase() === 'content-length') delete given[key]
        if (zip) {
          response.setHeader('content-encoding', 'gzip')
          addVaryAcceptEncoding(response)
          // The client may leave mid-answer: nothing is written to a closed response, and a compressor error ends
          // the answer instead of escaping as an unhandled 'error' (which would stop the server).
          zip.on('data', (data) => {
            if (!response.destroyed && !response.writableEnded) write.call(response, data)
          })
          zip.on('error', () => response.destroy())
          response.once('close', () => zip.destroy())
        }
      }
      return writeHead.call(response, status, ...rest)
    }
  )

  /** @param {Buffer} data */
  const forward = (data) => {
    if (!transform?.zip) return data.length ? write.call(response, data) : true
    if (transform.zip.destroyed) return false
    transform.zip.write(data)
    transform.zip.flush()
    return true
  }

  // Node ignores writes and ends after the end (Next may end twice); so does the transform.
  let ended = false
  response.write = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      if (!response.headersSent) response.writeHead(response.statusCode)
      if (!transform) return write.call(response, chunk, encoding, callback)
      if (ended || response.destroyed) return false
      const data = toBuffer(chunk, encoding)
      const result = forward(transform.rewriter ? transform.rewriter.push(data) : data)
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return result
    }
  )

  response.end = /** @type {any} */ (
    function (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) {
      const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
      const body = typeof chunk === 'function' || chunk === undefined || chunk === null ? undefined : chunk
      if (!response.headersSent) response.writeHead(response.statusCode)
      if (!transform) return end.call(response, body, typeof encoding === 'string' ? encoding : undefined, done)
      if (ended) return response
      ended = true
      const data = body === undefined ? Buffer.alloc(0) : toBuffer(body, encoding)
      const rewritten = transform.rewriter
        ? Buffer.concat([transform.rewriter.push(data), transform.rewriter.flush()])
        : data
      if (transform.zip) {
        const zip = transform.zip
        zip.once('end', () => {
          if (!response.destroyed && !response.writableEnded) end.call(response, done)
        })
        if (response.destroyed) zip.destroy()
        else zip.end(rewritten)
      } else {
        end.call(response, rewritten, done)
      }
      return response
    }
  )
}

/**
 * Sends a page the micro-cache stored (Next's uncompressed bytes with the placeholder) with this answer's nonce,
 * gzipped when the client takes it, without compressing per answer (see preparePage).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {{ status: number, headers: Record<string, string | string[]>, body: Buffer, prepared?: import('./nonce-html.mjs').PreparedPage }} entry
 * @param {AnswerSecurity} security
 */
export function sendStoredPage(request, response, entry, security) {
  /** @type {Record<string, string | string[] | number>} */
  const headers = { ...entry.headers, 'x-page-cache': 'HIT' }
  /** @type {Buffer[]} */
  let parts = [entry.body]
  if (String(entry.headers['content-type'] ?? '').startsWith('text/html')) {
    entry.prepared ??= preparePage(stampTrustedScripts(entry.body, NONCE_PLACEHOLDER, REACT_RUNTIME), NONCE_PLACEHOLDER)
    if (security.acceptsGzip) {
      parts = [gzippedPageWithNonce(entry.prepared, security.nonce)]
      headers['content-encoding'] = 'gzip'
      const vary = String(headers.vary ?? '')
      if (!/accept-encoding/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
    } else {
      // Written as a gathered write of the stored pieces and the nonce: copying the page per answer would cost
      // more than everything else of a cached answer.
      parts = pagePartsWithNonce(entry.prepared, security.nonce)
    }
  }
  headers['content-length'] = parts.reduce((sum, part) => sum + part.length, 0)
  response.writeHead(entry.status, headers)
  if (request.method === 'HEAD') return response.end()
  const socket = response.socket
  socket?.cork()
  for (const part of parts) response.write(part)
  response.end()
  if (socket) process.nextTick(() => socket.uncork())
}

const HOST_SOURCE = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i

/**
 * The hosts of a /csp-hosts answer, keeping only well-formed https origins (a value goes into a header).
 * @param {unknown} value
 * @returns {import('./security-headers.mjs').CspHosts}
 */
export function parseCspHosts(value) {
  const record = value && typeof value === 'object' ? /** @type {Record<string, unknown>} */ (value) : {}
  /** @param {string} key */
  const list = (key) => (Array.isArray(record[key]) ? record[key].filter((host) => typeof host === 'string' && HOST_SOURCE.test(host)) : [])
  return { scriptSrc: list('scriptSrc'), connectSrc: list('connectSrc'), imgSrc: list('imgSrc'), frameSrc: list('frameSrc') }
}

/**
 * Keeps the CSP hosts current: server.mjs calls `check()` on each request; after a revalidation hook ran in this
 * process (the cache epoch moved), or a minute in any case, it fetches the app's /csp-hosts in the background.
 * @param {string} origin this server, e.g. http://localhost:3000
 * @param {() => number} epoch the cache epoch (src/server/page-cache.mjs currentCacheEpoch)
 */
export function cspHostsRefresher(origin, epoch, intervalMs = 60_000) {
  let seenEpoch = Number.NaN
  let fetchedAt = 0
  /** @type {Promise<void> | null} */
  let running = null
  const refresh = async () => {
    try {
      const response = await fetch(`${origin}/csp-hosts`, { signal: AbortSignal.timeout(10_000) })
      if (response.ok) {
        /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[HOSTS_KEY] = parseCspHosts(await response.json())
      }
    } catch {
      // Keep the hosts already known; the next request tries again after the interval.
    } finally {
      running = null
      fetchedAt = Date.now()
    }
  }
  return {
    /**
     * Starts a refresh when one is due; answers the refresh under way (or null), which a page waits for (at most
     * 2 s) so the first page after a settings change already allows the new hosts.
     * @returns {Promise<void> | null}
     */
    check() {
      if (!running) {
        const now = epoch()
        if (now === seenEpoch && Date.now() - fetchedAt < intervalMs) return null
        seenEpoch = now
        running = refresh()
      }
      return Promise.race([running, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]).then(() => undefined)
    },
  }
}
