import type { TradeInCategory } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

// Questions and categories are read together as one questionnaire, under one tag.
export const revalidateTradeInCategories = revalidateCollection<TradeInCategory>(() => [TAGS.tradeIn])
