/**
 * schema.org Article data of an article page (its BreadcrumbList comes from @/lib/structured-data/breadcrumbs).
 * Pure, so what search engines read is unit-tested. URLs are absolute when the site's origin is configured, else root-relative.
 */
import type { Media } from '@/payload-types'

type JsonObject = { [key: string]: JsonValue }
type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject

/** What the Article data reads. */
export type ArticleJsonLdInput = {
  title: string
  path: string
  excerpt?: string | null
  author?: string | null
  publishedAt?: string | null
  updatedAt?: string | null
  heroImage?: Pick<Media, 'url'> | null
}

function absolute(path: string, origin: string | undefined): string {
  if (/^https?:\/\//.test(path) || !origin) return path
  return `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** An Article: headline, dates, author (a person's name, else the organisation), image and its canonical URL. */
export function articleJsonLd(article: ArticleJsonLdInput, origin?: string): JsonObject {
  const url = absolute(article.path, origin)
  const image = article.heroImage?.url ? absolute(article.heroImage.url, origin) : undefined
  const modified = article.updatedAt || article.publishedAt
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title.slice(0, 110),
    ...(article.excerpt && { description: article.excerpt }),
    ...(article.publishedAt && { datePublished: article.publishedAt }),
    ...(modified && { dateModified: modified }),
    ...(article.author && { author: { '@type': 'Person', name: article.author } }),
    ...(image && { image: [image] }),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  }
}
