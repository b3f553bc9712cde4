import type { TradeInQuestion } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

// Questions and categories are read together as one questionnaire, under one tag.
export const revalidateTradeInQuestions = revalidateCollection<TradeInQuestion>(() => [TAGS.tradeIn])
