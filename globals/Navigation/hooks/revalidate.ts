import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires cached reads of the menus after an edit. */
export const revalidateNavigation = revalidateGlobal(TAGS.navigation)
