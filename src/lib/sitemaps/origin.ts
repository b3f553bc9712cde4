import { trimOrigin } from './xml'

/** The site's absolute origin: NEXT_PUBLIC_SERVER_URL when configured, else the request's own origin. */
export function siteOrigin(request: Request): string {
  const configured = process.env.NEXT_PUBLIC_SERVER_URL
  return trimOrigin(configured && /^https?:\/\//.test(configured) ? configured : new URL(request.url).origin)
}

/** The response headers of a sitemap document. */
export const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Crawlers may keep it an hour; the data behind it is tag-cached and fresh at every request anyway.
  'Cache-Control': 'public, max-age=3600',
} as const
