import type { Experiment } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidateExperiments = revalidateCollection<Experiment>(() => [TAGS.experiments])
