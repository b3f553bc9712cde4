// What src/server relies on in Next and React beyond their documented interfaces, checked against the installed
// versions. Run this first after upgrading next, react or react-dom (docs/development.md "Upgrading"): a failure
// names the file and what the server expects of it.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import IsrCacheHandler from '../../src/server/cache/isr-cache-handler.mjs'
import { createUseCacheHandler } from '../../src/server/cache/use-cache-handler.mjs'
import {
  handNonceToNext,
  NEXT_CACHE_TAGS_HEADER,
  NEXT_WRITES_THROUGH,
  NextFileSystemCache,
  REACT_RAF_SCRIPT,
  reactRuntimeDefinitions,
  reactServerBuildFiles,
} from '../../src/server/framework-adapter.mjs'
import { NONCE_PLACEHOLDER } from '../../src/server/security-headers.mjs'

const require = createRequire(import.meta.url)
const nextDir = path.dirname(require.resolve('next/package.json'))

/** Reads a file of the installed Next, or fails saying which file the server relies on and why. */
function nextFile(relative: string, why: string): string {
  const file = path.join(nextDir, relative)
  if (!fs.existsSync(file)) throw new Error(`next/${relative} is gone (installed next ${nextVersion()}): ${why}`)
  return fs.readFileSync(file, 'utf8')
}

/** Loads a module of the installed Next, or fails the same way. */
function nextModule<T>(relative: string, why: string): T {
  nextFile(relative, why)
  return require(path.join(nextDir, relative)) as T
}

function nextVersion(): string {
  return (require('next/package.json') as { version: string }).version
}

/** The method names a TypeScript declaration (interface or class) in Next's types lists. */
function declaredMethods(source: string, declaration: RegExp, file: string): string[] {
  const start = source.search(declaration)
  if (start === -1) throw new Error(`${file} no longer declares ${declaration.source}`)
  const body = source.slice(source.indexOf('{', start) + 1, source.indexOf('\n}', start))
  // Members at the declaration's own indentation (4 spaces): `name(` starts a method.
  return [...body.matchAll(/^ {4}(\w+)\(/gm)].map((match) => match[1]).filter((name) => name !== 'constructor')
}

describe('React: the runtime scripts a prerendered page carries without a nonce (src/server/trusted-scripts.mjs)', () => {
  const [stableBuild] = reactServerBuildFiles()

  it('finds React’s server build inside Next', () => {
    expect(stableBuild, 'next/package.json not found').toBeDefined()
    expect(
      fs.existsSync(stableBuild),
      `${stableBuild} is missing: the server reads React's runtime function definitions from it to trust them`,
    ).toBe(true)
  })

  it('reads a definition for every runtime function React’s build calls in pages', () => {
    const source = fs.readFileSync(stableBuild, 'utf8')
    const called = [...new Set([...source.matchAll(/\$(R[A-Z])\("/g)].map((match) => match[1]))]
    expect(called.length, `${stableBuild} no longer writes $RC("…")-style calls: check how React reveals streamed parts`).toBeGreaterThanOrEqual(3)
    const definitions = reactRuntimeDefinitions().join('\n')
    const undefinedCalls = called.filter((name) => !definitions.includes(`$${name}=`))
    expect(
      undefinedCalls,
      `${stableBuild}: no '$NAME=function…' string constant found for ${undefinedCalls.join(', ')}; ` +
        'framework-adapter.mjs reads single-quoted constants starting "$R?=": pages would lose those scripts to the CSP',
    ).toEqual([])
  })

  it('knows the timing script React writes before its first reveal', () => {
    expect(
      fs.readFileSync(stableBuild, 'utf8').includes(REACT_RAF_SCRIPT),
      `${stableBuild} no longer contains ${REACT_RAF_SCRIPT} (framework-adapter.mjs REACT_RAF_SCRIPT)`,
    ).toBe(true)
  })
})

describe('Next: the CSP nonce and the answers the server rewrites (src/server/secure-answer.mjs)', () => {
  it('renders the nonce the server hands it in the request’s CSP header', () => {
    const { getScriptNonceFromHeaders } = nextModule<{ getScriptNonceFromHeaders: (headers: Record<string, unknown>) => string | undefined }>(
      'dist/server/app-render/get-script-nonce-from-header.js',
      'Next took the nonce of a page from the request CSP header there',
    )
    const headers: Record<string, string | undefined> = { 'content-security-policy-report-only': "script-src 'nonce-client'" }
    handNonceToNext(headers, NONCE_PLACEHOLDER)
    expect(getScriptNonceFromHeaders(headers), 'Next no longer reads the nonce from the request CSP header').toBe(NONCE_PLACEHOLDER)
    handNonceToNext(headers, null)
    expect(getScriptNonceFromHeaders({ ...headers }), 'a client header would still choose the nonce').toBeUndefined()
  })

  it('writes a streamed page through the response methods the server wraps', async () => {
    const { pipeToNodeResponse } = nextModule<{ pipeToNodeResponse: (readable: ReadableStream<Uint8Array>, res: http.ServerResponse) => Promise<void> }>(
      'dist/server/pipe-readable.js',
      'Next streamed pages into the Node response there',
    )
    const seen: string[] = []
    const server = http.createServer((_request, response) => {
      for (const method of NEXT_WRITES_THROUGH) {
        const original = response[method] as (...args: unknown[]) => unknown
        ;(response as unknown as Record<string, unknown>)[method] = function (this: http.ServerResponse, ...args: unknown[]) {
          if (method !== 'writeHead' && args[0] && typeof args[0] !== 'function') seen.push(Buffer.from(args[0] as Uint8Array).toString())
          if (method === 'writeHead') seen.push('<head>')
          return original.apply(this, args)
        }
      }
      response.setHeader('content-type', 'text/html')
      void pipeToNodeResponse(new Response('<p>one</p><p>two</p>').body as ReadableStream<Uint8Array>, response)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
      expect(await answer.text()).toBe('<p>one</p><p>two</p>')
      expect(
        seen,
        'next/dist/server/pipe-readable.js no longer writes through writeHead()/write()/end() of the response: ' +
          'the nonce rewrite and the held answer end would be bypassed',
      ).toEqual(['<head>', '<p>one</p><p>two</p>'])
    } finally {
      server.close()
    }
  })
})

describe('Next: the cache handler interfaces (src/server/cache)', () => {
  it("implements every method of Next's 'use cache' handler interface", () => {
    const file = 'dist/server/lib/cache-handlers/types.d.ts'
    const declared = declaredMethods(nextFile(file, "the 'use cache' handler interface"), /export interface CacheHandler\b/, file)
    expect(declared.length).toBeGreaterThanOrEqual(4)
    expect(
      Object.keys(createUseCacheHandler()).sort(),
      `next/${file} declares CacheHandler with ${declared.join(', ')}: update src/server/cache/use-cache-handler.mjs`,
    ).toEqual([...declared].sort())
  })

  it("implements every method of Next's incremental (ISR) cache handler class", () => {
    const file = 'dist/server/lib/incremental-cache/index.d.ts'
    const declared = declaredMethods(nextFile(file, 'the incremental cache handler class'), /export declare class CacheHandler\b/, file)
    expect(declared).toContain('revalidateTag')
    const implemented = Object.getOwnPropertyNames(IsrCacheHandler.prototype)
    expect(
      declared.filter((name) => !implemented.includes(name)),
      `next/${file} declares CacheHandler with ${declared.join(', ')}: update src/server/cache/isr-cache-handler.mjs`,
    ).toEqual([])
  })

  it("keeps ISR pages in Next's own file-system store", () => {
    const file = 'dist/server/lib/incremental-cache/file-system-cache.js'
    nextFile(file, 'src/server/cache/isr-cache-handler.mjs keeps ISR pages in the store it exports')
    const methods = Object.getOwnPropertyNames(NextFileSystemCache.prototype)
    expect(
      ['get', 'set', 'revalidateTag'].filter((name) => !methods.includes(name)),
      `next/${file}: its default export no longer has these methods (framework-adapter.mjs NextFileSystemCache)`,
    ).toEqual([])
  })

  it('reads a page’s cache tags from the header Next stores them in', () => {
    const { NEXT_CACHE_TAGS_HEADER: nextHeader } = nextModule<{ NEXT_CACHE_TAGS_HEADER: string }>(
      'dist/lib/constants.js',
      'Next named the header of an ISR entry’s cache tags there',
    )
    expect(nextHeader, 'Next keeps an ISR page’s tags under another header: framework-adapter.mjs NEXT_CACHE_TAGS_HEADER').toBe(NEXT_CACHE_TAGS_HEADER)
  })
})

describe('next/image: getImageProps alone', () => {
  it("next/dist/shared/lib/image-external-get-image-props exports next/image's getImageProps", () => {
    const why =
      "src/components/media/fill-image-props.ts imports getImageProps from this file, so that pages do not ship next/image's client component"
    const alone = nextModule<{ getImageProps?: unknown }>('dist/shared/lib/image-external-get-image-props.js', why)
    const publicImage = require('next/image') as { getImageProps?: unknown }
    expect(typeof publicImage.getImageProps, `next/image no longer exports getImageProps (next ${nextVersion()})`).toBe('function')
    expect(alone.getImageProps, `next/dist/shared/lib/image-external-get-image-props.js is no longer next/image's getImageProps (next ${nextVersion()}): ${why}`).toBe(publicImage.getImageProps)
  })
})
