import type { Review } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidateReviews = revalidateCollection<Review>(() => [TAGS.reviews])
