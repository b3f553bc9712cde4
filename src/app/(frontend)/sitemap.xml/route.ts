import { getNonEmptySitemaps } from '@/lib/data/sitemaps'
import { siteOrigin, XML_HEADERS } from '@/lib/sitemaps/origin'
import { sitemapIndexXml } from '@/lib/sitemaps/xml'

/** `/sitemap.xml`: the sitemap index over the child sitemaps of SPEC section 7 that have entries. */
export async function GET(request: Request): Promise<Response> {
  return new Response(sitemapIndexXml(siteOrigin(request), await getNonEmptySitemaps()), { headers: XML_HEADERS })
}
