import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires the careers page and the job's own listing. */
export const revalidateJobOpening = revalidateCollection(() => [TAGS.jobOpenings])
