import type { Promotion } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidatePromotions = revalidateCollection<Promotion>(() => [TAGS.promotions])
