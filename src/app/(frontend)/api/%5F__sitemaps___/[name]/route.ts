import { z } from 'zod'

import { getFilterSitemapPaths, getSitemapItems, getVehicleSitemapPage } from '@/lib/data/sitemaps'
import { localePath } from '@/lib/i18n/locales'
import { parseSitemapChild } from '@/lib/sitemaps/children'
import { sitemapEntries } from '@/lib/sitemaps/entries'
import { siteOrigin, XML_HEADERS } from '@/lib/sitemaps/origin'
import { urlsetXml, type SitemapEntry } from '@/lib/sitemaps/xml'
import type { PathWithDate } from '@/lib/sitemaps/entries'

// The folder is `%5F__sitemaps___` because a leading underscore would make it private to the app router; the
// static segment outranks Payload's `(payload)/api/[...slug]` catch-all.

// Only `without=1` asks for the list form; any other value (or none) gets the XML.
const querySchema = z.object({ without: z.literal('1').optional().catch(undefined) })

/**
 * `/api/___sitemaps___/{pages|filters|vehicles|offers|articles|team-members}`, plus `vehicles-2`, `vehicles-3`…
 * for stock beyond 50,000 vehicles, and the Spanish copies `es-pages`, `es-filters`, `es-articles` (the same
 * paths under `/es`); `filters?without=1` answers the indexable search paths as a JSON list of
 * `{ loc }`, the list that defines the indexable search paths.
 */
export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const child = parseSitemapChild((await params).name)
  if (!child) return notFound()
  const { name, page, locale = 'en' } = child
  const origin = siteOrigin(request)
  const inLocale = (items: PathWithDate[]) => items.map((item) => ({ ...item, path: localePath(item.path, locale) }))
  if (name === 'filters') {
    const items = inLocale((await getFilterSitemapPaths()).map((path) => ({ path })))
    const entries = sitemapEntries(name, items, origin)
    const query = querySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
    if (query.without === '1') {
      return Response.json(entries.map(({ loc }) => ({ loc })))
    }
    return xmlResponse(entries)
  }
  if (name === 'vehicles') return xmlResponse(sitemapEntries(name, await getVehicleSitemapPage(page), origin))
  return xmlResponse(sitemapEntries(name, inLocale(await getSitemapItems(name)), origin))
}

// The schema requires at least one <url>: an empty child (or a vehicles page past the last) answers 404.
function xmlResponse(entries: SitemapEntry[]): Response {
  if (entries.length === 0) return notFound()
  return new Response(urlsetXml(entries), { headers: XML_HEADERS })
}

function notFound(): Response {
  return new Response('Not found', { status: 404 })
}
