import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires the team pages and every staff card. */
export const revalidateStaff = revalidateCollection(() => [TAGS.staff])
