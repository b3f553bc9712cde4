import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/**
 * Expires every reader that shows images (vehicle cards and pages, staff, body styles, the reserve): a new
 * photo, a changed focal point or alt text must reach cached pages at the next request like any other edit.
 */
export const revalidateMedia = revalidateCollection(() => [TAGS.media])
