import { describe, expect, it } from 'vitest'

import { isCrossSiteRequest } from '@/lib/http/same-origin'

const headers = (values: Record<string, string>) => new Headers(values)

describe('isCrossSiteRequest', () => {
  it('lets a page of this site post (Origin equals Host)', () => {
    expect(isCrossSiteRequest(headers({ host: 'cars.test', origin: 'https://cars.test' }), {})).toBe(false)
    expect(isCrossSiteRequest(headers({ host: '127.0.0.1:3290', origin: 'http://127.0.0.1:3290' }), {})).toBe(false)
  })

  it('lets clients that are not browsers on another page post (no Origin, no Sec-Fetch-Site)', () => {
    expect(isCrossSiteRequest(headers({ host: 'cars.test' }), {})).toBe(false)
  })

  it('refuses another site, a different port, a sandboxed page and Sec-Fetch-Site cross-site', () => {
    expect(isCrossSiteRequest(headers({ host: 'cars.test', origin: 'https://evil.test' }), {})).toBe(true)
    expect(isCrossSiteRequest(headers({ host: 'cars.test', origin: 'https://cars.test:8443' }), {})).toBe(true)
    expect(isCrossSiteRequest(headers({ host: 'cars.test', origin: 'null' }), {})).toBe(true)
    expect(isCrossSiteRequest(headers({ host: 'cars.test', 'sec-fetch-site': 'cross-site' }), {})).toBe(true)
  })

  it('accepts the public site URL and, only behind a trusted proxy, the forwarded host', () => {
    const behindProxy = headers({ host: 'app:3000', origin: 'https://www.dealer.test', 'x-forwarded-host': 'www.dealer.test' })
    expect(isCrossSiteRequest(behindProxy, {})).toBe(true)
    expect(isCrossSiteRequest(behindProxy, { TRUST_PROXY: '1' })).toBe(false)
    expect(isCrossSiteRequest(behindProxy, { NEXT_PUBLIC_SERVER_URL: 'https://www.dealer.test' })).toBe(false)
  })
})
