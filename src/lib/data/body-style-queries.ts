/**
 * The Local API query behind the body-style readers (body-styles.ts), taking the Payload instance so the
 * integration tests run it on a real database. Public reads only (`overrideAccess: false`): inactive styles hidden.
 */
import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { BodyStyle } from '@/payload-types'

/** A body style as the site reads it: the tile's fields, and the guide text when asked for. */
export type ActiveBodyStyle = Pick<BodyStyle, 'id' | 'name' | 'value' | 'startingPrice' | 'image'> & Partial<Pick<BodyStyle, 'buyingGuide'>>

/** Active body styles in admin order; the guide text (localized, English fallback) only where a page shows it. */
export async function findActiveBodyStyles(
  payload: Payload,
  { buyingGuide, locale = DEFAULT_LOCALE }: { buyingGuide: boolean; locale?: Locale },
): Promise<ActiveBodyStyle[]> {
  const { docs } = await payload.find({
    collection: 'body-styles',
    locale,
    where: { active: { equals: true } },
    sort: 'sortOrder',
    limit: 50,
    pagination: false,
    depth: 1,
    overrideAccess: false,
    select: { name: true, value: true, startingPrice: true, image: true, ...(buyingGuide ? { buyingGuide: true } : {}) },
    populate: { media: { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } },
  })
  return docs
}
