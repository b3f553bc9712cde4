import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'

import { deferPastBuild } from './build-phase'
import { findFaqs, type FaqItem, type FaqPlacement } from './content-page-queries'
import { getPayloadClient } from './payload'

export type { FaqItem, FaqPlacement }

/** The FAQs placed on a page ('home', 'auto-financing', …), in their sort order, cached under the FAQs tag. */
export async function getFaqs(placement: FaqPlacement): Promise<FaqItem[]> {
  await deferPastBuild()
  return readFaqs(placement)
}

async function readFaqs(placement: FaqPlacement): Promise<FaqItem[]> {
  'use cache'
  cacheTag(TAGS.faqs)
  cacheLife('days')
  return findFaqs(await getPayloadClient(), placement)
}
