import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { bumpCacheEpoch, publishExpiredTags } from './epoch'

/**
 * Expires cache tags unless the request opted out (seed, jobs, CLI: revalidateTag throws outside Next). Expired,
 * not marked stale: `{ expire: 0 }` makes the next request render fresh data (a price edit shows at once) where
 * 'max' would serve the old page once more while regenerating it. The tags also go to every other process serving
 * the site (src/server/shared-tags.mjs); the promise resolves once they will all see the change at their next request.
 */
export async function expireTags(req: PayloadRequest, tags: string[]): Promise<void> {
  if (req.context?.disableRevalidate) return
  bumpCacheEpoch()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (err) {
      // Outside a Next request (a script that forgot disableRevalidate) there is no cache to expire.
      req.payload.logger.warn({ msg: `revalidate ${tag} skipped: ${(err as Error).message}` })
    }
  }
  await publishExpiredTags(tags, req.headers)
  req.payload.logger.debug({ msg: `revalidated ${tags.join(', ')}` })
}

type DocTags<T> = (doc: T) => string[]

/** afterChange + afterDelete hooks that expire a collection's tags for the new and the previous document. */
export function revalidateCollection<T>(tagsFor: DocTags<T>) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    await expireTags(req, [...new Set([...tagsFor(doc as T), ...(previousDoc ? tagsFor(previousDoc as T) : [])])])
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await expireTags(req, tagsFor(doc as T))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** afterChange hook for a global that expires its tag. */
export function revalidateGlobal(tag: string): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expireTags(req, [tag])
    return doc
  }
}
