import http from 'node:http'
import net from 'node:net'

import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { parseAdsValuesCookie } from '@/lib/leads/visitor'
import { DEFAULT_PROXY_RULES } from '@/lib/redirects/proxy-rules'
import { proxy } from '@/proxy'

import { useClosedProxyPort } from '../helpers/closed-port'

useClosedProxyPort()

const visit = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')))

describe('the proxy: ad tracking capture and the page table', () => {
  it('stores the allowed tracking parameters of a landing on the home page for 30 days (secure, lax)', async () => {
    const response = await visit('/?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ&ref=newsletter&utm_term=')
    const stored = response.cookies.get('adsValues')
    expect(parseAdsValuesCookie(stored?.value)).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQ' })
    expect(JSON.parse(stored?.value ?? '{}')).toEqual({ utm_source: 'google', utm_medium: 'cpc', gclid: 'Cj0KCQ' })
    const header = response.headers.get('set-cookie') ?? ''
    expect(header).toMatch(/^adsValues=/)
    expect(header).toMatch(/Max-Age=2592000/)
    expect(header).toMatch(/Secure/)
    expect(header).toMatch(/SameSite=lax/i)
    expect(header).toMatch(/Path=\//)
    // The page itself renders as usual: the home page's internal route (src/lib/home/internal-path.ts).
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/site-home$/)
  })

  it('captures every parameter of the SPEC, and nothing without them', async () => {
    const params = [
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'gbraid',
      'gwraid',
    ]
    const query = params.map((param, index) => `${param}=v${index}`).join('&')
    const all = await visit(`/about-us?${query}`)
    expect(Object.keys(parseAdsValuesCookie(all.cookies.get('adsValues')?.value))).toEqual(params)
    for (const path of ['/', '/?ref=x', '/?utm_source=', '/about-us']) {
      expect((await visit(path)).headers.get('set-cookie'), path).toBeNull()
    }
  })

  it('sets the cookie on redirects too (a legacy URL from an old campaign)', async () => {
    const response = await visit('/search-vehicles?utm_campaign=spring&fbclid=IwAR0')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toMatch(/utm_campaign=spring/)
    expect(parseAdsValuesCookie(response.cookies.get('adsValues')?.value)).toEqual({
      utm_campaign: 'spring',
      fbclid: 'IwAR0',
    })
  })

  it('bounds and cleans what it stores', async () => {
    const response = await visit(`/?utm_source=${'a'.repeat(500)}&utm_medium=%00cpc%1b`)
    const values = parseAdsValuesCookie(response.cookies.get('adsValues')?.value)
    expect(values.utm_source).toHaveLength(200)
    expect(values.utm_medium).toBe('cpc')
  })

  it('captures the extra parameters marketing adds to the store settings list (served by /redirect-rules)', async () => {
    const rules = { ...DEFAULT_PROXY_RULES, adParameters: [...DEFAULT_PROXY_RULES.adParameters, 'msclkid'] }
    const server = http.createServer((request, response) => {
      response.writeHead(request.url === '/redirect-rules' ? 200 : 404, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(rules))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = process.env.PORT
    process.env.PORT = String((server.address() as net.AddressInfo).port)
    try {
      const landing = await proxy(new NextRequest(new URL('/?msclkid=bing-1&utm_source=bing', 'http://localhost:3001')))
      expect(parseAdsValuesCookie(landing.cookies.get('adsValues')?.value, rules.adParameters)).toEqual({
        utm_source: 'bing',
        msclkid: 'bing-1',
      })
    } finally {
      process.env.PORT = port
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('answers a page switched off in the page table with the 404 page (a rewrite to no route)', async () => {
    const rules = { ...DEFAULT_PROXY_RULES, pageToggles: { careers: false } }
    const server = http.createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify(rules))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = process.env.PORT
    process.env.PORT = String((server.address() as net.AddressInfo).port)
    try {
      const visit = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3001')))
      const off = await visit('/our-company/careers')
      expect(new URL(off.headers.get('x-middleware-rewrite') ?? '', 'http://x').pathname).toBe('/__page-switched-off')
      // Still on: the team pages, and service scheduling's default (off) applies when the table does not say.
      expect((await visit('/our-company/meet-our-team')).headers.get('x-middleware-next')).toBe('1')
      expect((await visit('/service/schedule')).headers.get('x-middleware-rewrite')).toMatch(/__page-switched-off/)
    } finally {
      process.env.PORT = port
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
