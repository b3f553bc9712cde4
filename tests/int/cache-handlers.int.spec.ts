import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import IsrCacheHandler from '../../src/server/cache/isr-cache-handler.mjs'
import { expireTagsNow } from '../../src/server/cache/tag-expiries.mjs'
import { createUseCacheHandler } from '../../src/server/cache/use-cache-handler.mjs'

// The table of expired tags is one per process (on globalThis, like Next's own): each test uses tags of its own.
let counter = 0
const uniqueTag = (name: string) => `${name}-${process.pid}-${++counter}-${Math.random().toString(36).slice(2)}`
const tick = () => new Promise((resolve) => setTimeout(resolve, 5))
const now = () => Math.round(performance.timeOrigin + performance.now())

const streamOf = (text: string) => new Response(text).body as ReadableStream<Uint8Array>
const entry = (text: string, tags: string[], overrides: { revalidate?: number; expire?: number; timestamp?: number } = {}) => ({
  value: streamOf(text),
  tags,
  stale: 300,
  timestamp: overrides.timestamp ?? now(),
  expire: overrides.expire ?? 86_400,
  revalidate: overrides.revalidate ?? 3_600,
})
const read = async (stream: ReadableStream<Uint8Array> | undefined) => (stream ? new Response(stream).text() : undefined)

describe("'use cache' handler", () => {
  it('serves what it stored, as a new stream on every read', async () => {
    const handler = createUseCacheHandler()
    await handler.set('k', Promise.resolve(entry('hello', [uniqueTag('a')])))
    expect(await read((await handler.get('k', []))?.value)).toBe('hello')
    expect(await read((await handler.get('k', []))?.value)).toBe('hello')
    expect(await handler.get('other', [])).toBeUndefined()
  })

  it('makes a read of a key being stored wait for the write', async () => {
    const handler = createUseCacheHandler()
    let resolve: (value: ReturnType<typeof entry>) => void = () => undefined
    const writing = handler.set('k', new Promise((done) => (resolve = done)))
    const reading = handler.get('k', [])
    resolve(entry('late', [uniqueTag('a')]))
    await writing
    expect(await read((await reading)?.value)).toBe('late')
  })

  it('drops an entry whose tag this process revalidated (updateTags, from revalidateTag)', async () => {
    const handler = createUseCacheHandler()
    const [tag, other] = [uniqueTag('vehicles'), uniqueTag('articles')]
    await handler.set('vehicle', Promise.resolve(entry('old price', [tag])))
    await handler.set('article', Promise.resolve(entry('article', [other])))
    await tick()
    await handler.updateTags([tag], { expire: 0 })
    expect(await handler.get('vehicle', [])).toBeUndefined()
    expect(await read((await handler.get('article', []))?.value)).toBe('article')
    // An entry rendered after the revalidation is served.
    await tick()
    await handler.set('vehicle', Promise.resolve(entry('new price', [tag])))
    expect(await read((await handler.get('vehicle', []))?.value)).toBe('new price')
  })

  it('drops an entry whose tag another process expired (what shared-tags applies)', async () => {
    const handler = createUseCacheHandler()
    const tag = uniqueTag('settings')
    await handler.set('settings', Promise.resolve(entry('old', [tag])))
    await tick()
    expireTagsNow([tag])
    expect(await handler.get('settings', [])).toBeUndefined()
  })

  it('serves an entry with a stale tag once more, asking Next to render it again', async () => {
    const handler = createUseCacheHandler()
    const tag = uniqueTag('stale')
    await handler.set('k', Promise.resolve(entry('kept', [tag])))
    await tick()
    await handler.updateTags([tag], { expire: 3_600 })
    const served = await handler.get('k', [])
    expect(await read(served?.value)).toBe('kept')
    expect(served?.revalidate).toBe(-1)
  })

  it('answers the latest expiry of the implicit tags, 0 for tags never revalidated', async () => {
    const handler = createUseCacheHandler()
    const [first, second] = [uniqueTag('path'), uniqueTag('path')]
    expect(await handler.getExpiration([first, second])).toBe(0)
    const before = now()
    await handler.updateTags([first])
    await tick()
    await handler.updateTags([second], { expire: 0 })
    const latest = await handler.getExpiration([first, second])
    expect(latest).toBeGreaterThanOrEqual(before)
    expect(latest).toBeGreaterThan(await handler.getExpiration([first]))
  })

  it('drops an entry past its revalidate time and keeps no entry made to expire at once', async () => {
    const handler = createUseCacheHandler()
    await handler.set('old', Promise.resolve(entry('old', [uniqueTag('a')], { revalidate: 60, timestamp: now() - 61_000 })))
    expect(await handler.get('old', [])).toBeUndefined()
    await handler.set('dynamic', Promise.resolve(entry('dynamic', [uniqueTag('a')], { expire: 0 })))
    expect(await handler.get('dynamic', [])).toBeUndefined()
  })

  it('stays within its byte bound, evicting the least recently used', async () => {
    const handler = createUseCacheHandler({ maxBytes: 100 })
    const tag = uniqueTag('a')
    await handler.set('a', Promise.resolve(entry('x'.repeat(40), [tag])))
    await handler.set('b', Promise.resolve(entry('y'.repeat(40), [tag])))
    await handler.get('a', [])
    await handler.set('c', Promise.resolve(entry('z'.repeat(40), [tag])))
    expect(await handler.get('b', [])).toBeUndefined()
    expect(await read((await handler.get('a', []))?.value)).toBe('x'.repeat(40))
  })
})

describe('ISR handler', () => {
  // Next's own store under the handler, as Next sets it up (memory first; nothing is flushed to disk here).
  const nextOptions = {
    fs: createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js').nodeFs,
    serverDistDir: fs.mkdtempSync(path.join(os.tmpdir(), 'isr-handler-')),
    flushToDisk: false,
    maxMemoryCacheSize: 50 * 1024 * 1024,
    revalidatedTags: [],
  }
  const handler = () => new IsrCacheHandler(nextOptions)
  const page = (html: string, tags: string[]) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 })
  const ctx = { kind: 'APP_PAGE' }
  const key = () => `/isr-${uniqueTag('page')}`

  it('serves a stored page to every handler of the process (Next makes one per request)', async () => {
    const vdp = key()
    await handler().set(vdp, page('<p>vdp</p>', [uniqueTag('v')]), { cacheControl: { revalidate: false } })
    const served = await handler().get(vdp, ctx)
    expect(served?.value).toMatchObject({ html: '<p>vdp</p>' })
    expect(served?.lastModified).toBeLessThanOrEqual(Date.now())
  })

  it('renders a page again once one of its tags expired, here or in another process', async () => {
    const [srp, vdp, blog] = [key(), key(), key()]
    const [vehicles, settings, articles] = [uniqueTag('vehicles'), uniqueTag('settings'), uniqueTag('articles')]
    await handler().set(srp, page('srp', [vehicles, settings]), {})
    await handler().set(vdp, page('vdp', [settings]), {})
    await handler().set(blog, page('blog', [articles]), {})
    await tick()
    await handler().revalidateTag(vehicles, { expire: 0 })
    expect(await handler().get(srp, ctx)).toBeNull()
    expect(await handler().get(vdp, ctx)).not.toBeNull()
    // Another process's edit reaches only this table (Next's own store never hears of it).
    expireTagsNow([settings])
    expect(await handler().get(vdp, ctx)).toBeNull()
    expect(await handler().get(blog, ctx)).not.toBeNull()
    // A page rendered after the edit is served.
    await tick()
    await handler().set(vdp, page('vdp, new', [settings]), {})
    expect((await handler().get(vdp, ctx))?.value).toMatchObject({ html: 'vdp, new' })
  })

  it('checks a fetch entry against the tags of the read', async () => {
    const fetchKey = key()
    const tag = uniqueTag('fetch')
    await handler().set(fetchKey, { kind: 'FETCH', data: { body: 'x', headers: {}, url: 'http://x.test/' }, revalidate: 60 }, { fetchCache: true, tags: [tag] })
    await tick()
    expireTagsNow([tag])
    expect(await handler().get(fetchKey, { kind: 'FETCH', tags: [uniqueTag('other')] })).not.toBeNull()
    expect(await handler().get(fetchKey, { kind: 'FETCH', tags: [tag] })).toBeNull()
  })
})
