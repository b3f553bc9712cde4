import type { MetadataRoute } from 'next'

/** robots.txt: everything public may be crawled except the admin and API; points at the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  const origin = (process.env.NEXT_PUBLIC_SERVER_URL || '').replace(/\/+$/, '')
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/___sitemaps___/'], disallow: ['/admin', '/api/', '/redirect-rules'] }],
    sitemap: `${origin}/sitemap.xml`,
  }
}
