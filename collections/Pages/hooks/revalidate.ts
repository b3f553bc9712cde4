import { revalidateCollection } from '@/lib/cache/revalidate'
import { pageTag } from '@/lib/cache/tags'
import type { Page } from '@/payload-types'

// One tag a page: an edit re-renders only the route that shows it. Draft saves change nothing visitors see, but
// revalidateCollection also checks the previous document, so unpublishing or moving a page expires the old one.
export const revalidatePages = revalidateCollection<Page>((doc) =>
  doc._status === 'published' && doc.slug ? [pageTag(doc.slug)] : [],
)
