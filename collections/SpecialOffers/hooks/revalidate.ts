import type { SpecialOffer } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidateSpecialOffers = revalidateCollection<SpecialOffer>(() => [TAGS.specialOffers])
