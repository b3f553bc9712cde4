import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Body styles label vehicle cards and filters too, so the inventory is expired along with them. */
export const revalidateBodyStyle = revalidateCollection(() => [TAGS.bodyStyles, TAGS.vehicles])
