import type { Article } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

// Saving a draft changes nothing visitors can see; publishing, unpublishing (the previous doc was
// published) and renaming all do, and revalidateCollection also checks the previous document.
export const revalidateArticles = revalidateCollection<Article>((doc) =>
  doc._status === 'published' ? [TAGS.articles] : [],
)
