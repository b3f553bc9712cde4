import { revalidateGlobal } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires the cached sell-or-trade page after an edit. */
export const revalidateSellTradePage = revalidateGlobal(TAGS.sellTradePage)
