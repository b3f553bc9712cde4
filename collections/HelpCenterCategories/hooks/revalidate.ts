import type { HelpCenterCategory } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidateHelpCenterCategories = revalidateCollection<HelpCenterCategory>(() => [TAGS.helpCenter])
