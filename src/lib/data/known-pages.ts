import { cacheLife, cacheTag } from 'next/cache'
import type { CollectionSlug } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import type { KnownPages } from '@/lib/redirects/known-pages'

import { getPayloadClient } from './payload'

/**
 * The published slugs the proxy checks CMS addresses against (src/lib/redirects/known-pages), part of
 * /redirect-rules. Read as the public reads them (access rules on: published articles, active staff), slugs only,
 * so the list stays small; expired by the same tags as the pages that show them.
 */
export async function readKnownPages(): Promise<KnownPages> {
  'use cache'
  cacheTag(TAGS.articles, TAGS.articleCategories, TAGS.staff, TAGS.helpCenter)
  cacheLife('hours')
  const [articles, articleCategories, staff, helpCategories] = await Promise.all([
    slugsOf('articles'),
    slugsOf('article-categories'),
    slugsOf('staff'),
    slugsOf('help-center-categories'),
  ])
  return { articles, articleCategories, staff, helpCategories }
}

async function slugsOf(collection: CollectionSlug): Promise<string[]> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection,
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true },
  })
  return docs.flatMap((doc) => {
    const slug = (doc as { slug?: unknown }).slug
    return typeof slug === 'string' && slug ? [slug] : []
  })
}
