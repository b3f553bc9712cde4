import type { Popup } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

// Saving a draft changes nothing visitors can see; publishing (by hand, by a scheduled job or a restore) and
// unpublishing (the previous document was published) do, and revalidateCollection also checks the previous document.
export const revalidatePopups = revalidateCollection<Popup>((doc) =>
  doc._status === 'published' ? [TAGS.popups] : [],
)
