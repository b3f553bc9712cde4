import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires cached reads of the page toggles after an edit. */
export const revalidatePageToggles = revalidateGlobal(TAGS.pageToggles)
