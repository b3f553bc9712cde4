import type { Faq } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidateFaqs = revalidateCollection<Faq>(() => [TAGS.faqs])
