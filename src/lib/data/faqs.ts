import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'

import { deferPastBuild } from './build-phase'
import { findFaqs, type FaqItem, type FaqPlacement } from './content-page-queries'
import { getPayloadClient } from './payload'

export type { FaqItem, FaqPlacement }

/** The FAQs placed on a page ('home', 'auto-financing', …), in their sort order, cached under the FAQs tag. */
export async function getFaqs(placement: FaqPlacement, locale: Locale = DEFAULT_LOCALE): Promise<FaqItem[]> {
  await deferPastBuild()
  return readFaqs(placement, locale)
}

// Keyed by placement and language; one tag for both languages.
async function readFaqs(placement: FaqPlacement, locale: Locale): Promise<FaqItem[]> {
  'use cache'
  cacheTag(TAGS.faqs)
  cacheLife('days')
  return findFaqs(await getPayloadClient(), placement, locale)
}
