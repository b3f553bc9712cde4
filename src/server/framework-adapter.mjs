// Plain JavaScript (with JSDoc types) because server.mjs loads it in production, where no TypeScript runs.
//
// The one place in src/server that relies on what Next and React do not document (the other, outside the server: the
// getImageProps import of src/components/media/fill-image-props.ts). Everything else in src/server uses their
// documented interfaces (Next's cache handlers, Node's http). An upgrade that changes anything read here fails
// tests/int/framework-contract.int.spec.ts with a message naming the file and the expectation: run it first after
// upgrading next, react or react-dom (docs/development.md "Upgrading").
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/**
 * The response header in which Next keeps an ISR page's cache tags (`x-next-cache-tags`, NEXT_CACHE_TAGS_HEADER
 * in next/dist/lib/constants.js). The ISR cache handler reads it to know which tags a stored page depends on:
 * Next passes a page's tags to a cache handler only this way.
 */
export const NEXT_CACHE_TAGS_HEADER = 'x-next-cache-tags'

/**
 * Next's own store of ISR entries (memory, then files under the build's server/ folder, build-time pages
 * included), which it uses when no cacheHandler is configured. The site's ISR handler keeps it as its storage and
 * adds the check against expired tags shared between instances (src/server/cache/isr-cache-handler.mjs): Next
 * exports no public way to reuse it, and writing pages to disk in Next's own layout would copy its internals.
 * @type {new (options: object) => {
 *   get(key: string, ctx: object): Promise<{ value: { kind: string, headers?: Record<string, unknown> } | null, lastModified: number } | null>,
 *   set(key: string, data: object | null, ctx: object): Promise<void>,
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>,
 *   resetRequestCache?(): void,
 * }}
 */
export const NextFileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/**
 * Hands Next the nonce to render into a page's scripts: Next reads it from the request's CSP header
 * (next/dist/server/app-render/get-script-nonce-from-header.js), the report-only one included, so a client's own
 * header must never reach it.
 * @param {Record<string, string | string[] | undefined>} headers the request's
 * @param {string | null} nonce the nonce (a placeholder swapped on the way out), or null for an answer without one
 */
export function handNonceToNext(headers, nonce) {
  delete headers['content-security-policy-report-only']
  if (nonce === null) delete headers['content-security-policy']
  else headers['content-security-policy'] = `script-src 'nonce-${nonce}'`
}

/**
 * The response methods Next writes every answer through (its streamed pages in next/dist/server/pipe-readable.js,
 * the rest in send-payload.js; flushHeaders() goes through writeHead()). The server wraps them to put a fresh
 * nonce into cached pages and to hold an answer's end until its expired tags reached every instance.
 */
export const NEXT_WRITES_THROUGH = /** @type {const} */ (['writeHead', 'write', 'end'])

/**
 * The React server builds Next renders pages with (its compiled copies, stable and experimental channels): their
 * streaming runtime (`$RC`, `$RS`, `$RX`…) is written into pages as inline scripts, which a prerendered page
 * carries without a nonce.
 * @returns {string[]} absolute paths (those that exist are read)
 */
export function reactServerBuildFiles() {
  let nextDir
  try {
    nextDir = path.dirname(require.resolve('next/package.json'))
  } catch {
    return []
  }
  return ['react-dom', 'react-dom-experimental'].map((channel) =>
    path.join(nextDir, 'dist', 'compiled', channel, 'cjs', 'react-dom-server.node.production.js'),
  )
}

/** The inline script React adds before its first reveal instruction (timing for its view transitions). */
export const REACT_RAF_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});'

/** One call of a runtime function with data arguments only: strings, null, arrays (`$RC("B:0","S:0")`). */
export const REACT_INSTRUCTION = /^\$R[A-Z]\((?:"(?:[^"\\]|\\.)*"|null|[[\],])*\);?$/

/** A runtime constant in React's build: a single-quoted string starting `$RX=` (the function definitions). */
const RUNTIME_CONSTANT = /'(\$R[A-Z]{1,2}=(?:[^'\\]|\\.)*)'/g

/** @type {Record<string, string>} */
const ESCAPES = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0' }

/**
 * React's runtime function definitions as its server build writes them into pages (`$RC=function…};` and the
 * rest), longest first. An empty list if they cannot be read: then those scripts stay blocked and the CSP spec
 * fails, rather than anything being trusted blindly.
 * @param {string[]} [files]
 * @returns {string[]}
 */
export function reactRuntimeDefinitions(files = reactServerBuildFiles()) {
  /** @type {Set<string>} */
  const definitions = new Set()
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    const source = fs.readFileSync(file, 'utf8')
    for (const match of source.matchAll(RUNTIME_CONSTANT)) {
      const text = match[1]
        .replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|.)/gi, (_, escape) =>
          escape.length > 1 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : (ESCAPES[escape] ?? escape),
        )
        // Some constants end with the start of their first call (`…};$RS("`): the call is checked separately.
        .replace(/\$R[A-Z]\("$/, '')
      definitions.add(text)
    }
  }
  return [...definitions].sort((a, b) => b.length - a.length)
}
