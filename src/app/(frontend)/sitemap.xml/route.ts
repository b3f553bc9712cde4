import { getNonEmptySitemaps } from '@/lib/data/sitemaps'
import { sitemapChildPath } from '@/lib/sitemaps/children'
import { siteOrigin, XML_HEADERS } from '@/lib/sitemaps/origin'
import { sitemapIndexXml } from '@/lib/sitemaps/xml'

/**
 * `/sitemap.xml`: the sitemap index over the child sitemaps (pages, filters, vehicles, offers, articles,
 * team-members) that have entries, the vehicles sitemap as one file per 50,000 vehicles.
 */
export async function GET(request: Request): Promise<Response> {
  const paths = (await getNonEmptySitemaps()).map(sitemapChildPath)
  return new Response(sitemapIndexXml(siteOrigin(request), paths), { headers: XML_HEADERS })
}
