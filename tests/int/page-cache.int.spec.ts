import { describe, expect, it } from 'vitest'

import { createPageCache, isCacheableAnswer, pageCacheKey, storedHeaders } from '../../src/server/page-cache.mjs'

const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers })
const html = { 'content-type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' }
const answer = (body = '<html>page</html>') => ({ status: 200, headers: { 'content-type': 'text/html' }, body: Buffer.from(body) })

describe('pageCacheKey', () => {
  it('keys anonymous document requests by path and accepted encoding', () => {
    expect(pageCacheKey(get('/used-cars-for-sale'))).toBe('identity /used-cars-for-sale')
    expect(pageCacheKey(get('/used-cars-for-sale', { 'accept-encoding': 'gzip, deflate, br' }))).toBe('gzip /used-cars-for-sale')
    expect(pageCacheKey({ method: 'HEAD', url: '/', headers: {} })).toBe('identity /')
  })

  it('leaves to Next what varies per visitor or is not a page', () => {
    const refused = [
      { method: 'POST', url: '/contact-us', headers: {} },
      get('/used-cars-for-sale?utm_source=google'),
      get('/used-cars-for-sale?page=2'),
      get('/api/forms/contact'),
      get('/api'),
      get('/admin/collections/leads'),
      get('/_next/static/chunks/app.js'),
      get('/redirect-rules'),
      get('/vehicle-status/1HGCM82633A004352'),
      get('/robots.txt'),
      get('/sitemap.xml'),
      get('/used-cars-for-sale', { rsc: '1' }),
      get('/used-cars-for-sale', { 'next-router-prefetch': '1' }),
      get('/used-cars-for-sale', { cookie: 'a=1; payload-token=abc' }),
      get('/', { cookie: '__prerender_bypass=draft-mode-of-a-previewing-editor' }),
    ]
    for (const request of refused) expect(pageCacheKey(request), `${request.method} ${request.url}`).toBeNull()
    // A page whose name merely starts like an internal path is still a page.
    expect(pageCacheKey(get('/apical-cars'))).toBe('identity /apical-cars')
  })

  it('lets a visitor who chose Spanish reach the proxy on the home page only', () => {
    expect(pageCacheKey(get('/', { cookie: 'a=1; NEXT_LOCALE=es' }))).toBeNull()
    // English remembered (or a stray value), other pages, and the Spanish home page stay shared copies.
    expect(pageCacheKey(get('/', { cookie: 'NEXT_LOCALE=en' }))).toBe('identity /')
    expect(pageCacheKey(get('/', { cookie: 'NEXT_LOCALE=fr' }))).toBe('identity /')
    expect(pageCacheKey(get('/used-cars-for-sale', { cookie: 'NEXT_LOCALE=es' }))).toBe('identity /used-cars-for-sale')
    expect(pageCacheKey(get('/es', { cookie: 'NEXT_LOCALE=es' }))).toBe('identity /es')
  })
})

describe('isCacheableAnswer', () => {
  it('keeps only 200 HTML answers Next served from its cache without setting cookies', () => {
    expect(isCacheableAnswer(200, html)).toBe(true)
    expect(isCacheableAnswer(404, html)).toBe(false)
    expect(isCacheableAnswer(410, html)).toBe(false)
    expect(isCacheableAnswer(200, { ...html, 'x-nextjs-cache': 'MISS' })).toBe(false)
    expect(isCacheableAnswer(200, { ...html, 'x-nextjs-cache': 'STALE' })).toBe(false)
    expect(isCacheableAnswer(200, { 'content-type': 'text/html' })).toBe(false)
    expect(isCacheableAnswer(200, { ...html, 'set-cookie': ['adsValues=x'] })).toBe(false)
    expect(isCacheableAnswer(200, { ...html, 'content-type': 'application/json' })).toBe(false)
  })

  it('drops hop-by-hop headers from what it stores', () => {
    expect(storedHeaders({ 'content-type': 'text/html', 'transfer-encoding': 'chunked', date: 'x', connection: 'keep-alive', vary: ['rsc', 'accept-encoding'], 'x-n': 1 })).toEqual({
      'content-type': 'text/html',
      vary: ['rsc', 'accept-encoding'],
      'x-n': '1',
    })
  })
})

describe('createPageCache', () => {
  it('serves an entry until a revalidation moves the epoch', () => {
    let epoch = 3
    const cache = createPageCache({ epoch: () => epoch, now: () => 0 })
    cache.set('identity /', answer(), 3)
    expect(cache.get('identity /')?.body.toString()).toBe('<html>page</html>')
    epoch = 4
    expect(cache.get('identity /')).toBeUndefined()
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  it('never keeps an answer rendered while a change happened', () => {
    const cache = createPageCache({ epoch: () => 5, now: () => 0 })
    cache.set('identity /', answer(), 4)
    expect(cache.get('identity /')).toBeUndefined()
  })

  it('expires entries after the TTL', () => {
    let now = 1_000
    const cache = createPageCache({ epoch: () => 0, now: () => now, ttlMs: 10_000 })
    cache.set('identity /', answer(), 0)
    now = 10_999
    expect(cache.get('identity /')).toBeDefined()
    now = 11_000
    expect(cache.get('identity /')).toBeUndefined()
  })

  it('stays within its byte bounds, evicting the least recently used', () => {
    const cache = createPageCache({ epoch: () => 0, now: () => 0, maxBytes: 30, maxEntryBytes: 20 })
    cache.set('a', answer('x'.repeat(10)), 0)
    cache.set('b', answer('y'.repeat(10)), 0)
    expect(cache.get('a')).toBeDefined()
    cache.set('c', answer('z'.repeat(15)), 0)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    cache.set('huge', answer('h'.repeat(21)), 0)
    expect(cache.get('huge')).toBeUndefined()
    expect(cache.stats().bytes).toBeLessThanOrEqual(30)
  })
})
