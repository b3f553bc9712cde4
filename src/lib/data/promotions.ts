import { cacheLife, cacheTag } from 'next/cache'
import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { TAGS } from '@/lib/cache/tags'
import { activePromotions, activePromotionWhere, msUntilNextChange } from '@/lib/promotions/active'
import { DEFAULT_TIMEZONE } from '@/lib/settings/defaults'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { Promotion } from '@/payload-types'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'
import { PUBLISHED_ONLY, readMode } from './published'

/** A promotion as the hero, carousel and grid show it. */
export type PromotionCard = Pick<
  Promotion,
  'id' | 'name' | 'title' | 'description' | 'position' | 'category' | 'image' | 'url' | 'ctaText' | 'tags'
>

/** Active promotions and when that set next changes (ms from now; null when no start or end is near). */
export type ActivePromotions = { promotions: PromotionCard[]; nextChangeMs: number | null }

// A guard against an unbounded read; a store runs a handful of promotions at a time.
const MAX_PROMOTIONS = 100
const MIN_LIFE_S = 300
const MAX_LIFE_S = 3600

/**
 * Every promotion active now, in sort order (cached under the promotions tag, which the collection's hook expires
 * on every edit, so a marketing change shows at the next request). The entry lives at most an hour, and no longer
 * than until the next start or end date (five minutes at the least), so promotions also appear and end on time.
 */
export async function getActivePromotions(locale: Locale = DEFAULT_LOCALE): Promise<PromotionCard[]> {
  await deferPastBuild()
  return readActivePromotions(locale)
}

// Keyed by language; the tags are shared, so one edit expires both languages' entries. Draft mode is read inside
// the cache scope, as the article reader does: in a staff preview Next re-runs this and never saves the result.
async function readActivePromotions(locale: Locale): Promise<PromotionCard[]> {
  'use cache'
  cacheTag(TAGS.promotions, TAGS.media, TAGS.storeSettings)
  const { isEnabled: preview } = await draftMode()
  const payload = await getPayloadClient()
  const { promotions, nextChangeMs } = await findActivePromotions(payload, new Date(), locale, preview)
  const seconds = nextChangeMs === null ? MAX_LIFE_S : Math.ceil(nextChangeMs / 1000)
  cacheLife({ stale: MIN_LIFE_S, revalidate: Math.min(MAX_LIFE_S, Math.max(MIN_LIFE_S, seconds)), expire: 86_400 })
  return promotions
}

/**
 * The query behind getActivePromotions, without Next's cache; the window is read in the store's time zone.
 * Published promotions only, unless `preview` (staff draft mode) asks for each one's newest draft.
 */
export async function findActivePromotions(
  payload: Payload,
  now: Date = new Date(),
  locale: Locale = DEFAULT_LOCALE,
  preview = false,
): Promise<ActivePromotions> {
  const window = activePromotionWhere(now)
  const [{ docs }, settings] = await Promise.all([
    payload.find({
      collection: 'promotions',
      locale,
      where: preview ? window : { and: [window, PUBLISHED_ONLY] },
      sort: 'sortOrder',
      limit: MAX_PROMOTIONS,
      depth: 1,
      ...readMode(preview),
      select: {
        name: true,
        title: true,
        description: true,
        position: true,
        category: true,
        image: true,
        url: true,
        ctaText: true,
        tags: true,
        startDate: true,
        endDate: true,
      },
      populate: { media: { alt: true, url: true, width: true, height: true, mimeType: true, sizes: true } },
    }),
    payload.findGlobal({ slug: 'store-settings', depth: 0, overrideAccess: false, select: { timezone: true } }),
  ])
  const timeZone = settings.timezone || DEFAULT_TIMEZONE
  const promotions = activePromotions(docs, now, timeZone).map(
    ({ id, name, title, description, position, category, image, url, ctaText, tags }) => ({
      id,
      name,
      title,
      description,
      position,
      category,
      image,
      url,
      ctaText,
      tags,
    }),
  )
  return { promotions, nextChangeMs: msUntilNextChange(docs, now, timeZone) }
}
