import type { Popup } from '@/payload-types'
import { TAGS } from '@/lib/cache/tags'
import { revalidateCollection } from '@/lib/cache/revalidate'

export const revalidatePopups = revalidateCollection<Popup>(() => [TAGS.popups])
