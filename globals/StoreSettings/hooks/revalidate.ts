import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires cached reads of the store settings after an edit. */
export const revalidateStoreSettings = revalidateGlobal(TAGS.storeSettings)
