import type { MetadataRoute } from 'next'
import { headers } from 'next/headers'

import { siteOriginFromEnv } from '@/lib/config/site-url'

/**
 * robots.txt: everything public may be crawled except the admin and API; points at the sitemap index with an
 * absolute URL (the protocol requires one): the configured public origin, else the origin this request reached.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = siteOriginFromEnv() ?? requestOrigin(await headers())
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/___sitemaps___/'], disallow: ['/admin', '/api/', '/redirect-rules'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}

// Only robots.txt reads the Host header, per request and never cached: a forged Host misleads only its sender.
function requestOrigin(requestHeaders: Headers): string {
  const host = requestHeaders.get('host') ?? 'localhost'
  const proto = requestHeaders.get('x-forwarded-proto') === 'https' ? 'https' : 'http'
  return `${proto}://${host}`
}
