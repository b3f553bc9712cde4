/**
 * Public paths of the content the sitemaps and the marketing redirects point at, in one place so a sitemap entry
 * and a redirect target can never disagree. Pure.
 */

/** An article's page: `/car-research/{slug}` (the section prefixes are aliases of it). */
export function articlePath(slug: string): string {
  return `/car-research/${slug}`
}

/** A team member's page: `/our-company/meet-our-team/{slug}`. */
export function teamMemberPath(slug: string): string {
  return `/our-company/meet-our-team/${slug}`
}

/** A special offer's detail page: `/special-offers/{dealer|sales|service}/{id}`. */
export function specialOfferPath(type: string, id: string): string {
  return `/special-offers/${type}/${id}`
}
