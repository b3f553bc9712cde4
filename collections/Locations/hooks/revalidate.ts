import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Vehicle pages show their location's address and phones, so the inventory is expired along with it. */
export const revalidateLocation = revalidateCollection(() => [TAGS.locations, TAGS.vehicles])
