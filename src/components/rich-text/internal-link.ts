/**
 * Where an internal link of the rich-text editor points: editors pick a document, the site needs its path. Pure;
 * only documents with a public page resolve, anything else falls back to the home page rather than a dead link.
 */

type LinkedDoc = { relationTo?: string; value?: unknown } | null | undefined

function slugOf(value: unknown): string | null {
  if (value && typeof value === 'object' && 'slug' in value && typeof value.slug === 'string') return value.slug
  return null
}

/** The path of a linked pages or articles document ('/legal/privacy-policy', '/car-research/x'), else '/'. */
export function internalDocHref(doc: LinkedDoc): string {
  const slug = slugOf(doc?.value)
  if (!slug) return '/'
  if (doc?.relationTo === 'pages') return `/${slug}`
  if (doc?.relationTo === 'articles') return `/car-research/${slug}`
  return '/'
}
