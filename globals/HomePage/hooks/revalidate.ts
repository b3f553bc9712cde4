import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires the cached home page after an edit, so a reordered or changed section shows at the next request. */
export const revalidateHomePage = revalidateGlobal(TAGS.homePage)
