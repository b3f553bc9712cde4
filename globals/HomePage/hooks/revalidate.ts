import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/**
 * Expires the cached home page after a publish (by hand, by a scheduled job or a restore), so a reordered or
 * changed section shows at the next request. A draft save expires it too, harmlessly: the page reads the
 * published version only, and a global is saved rarely.
 */
export const revalidateHomePage = revalidateGlobal(TAGS.homePage)
