import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { BodyStyle } from '@/payload-types'

import { findActiveBodyStyles } from './body-style-queries'
import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

export type BodyStyleTileData = Pick<BodyStyle, 'id' | 'name' | 'value' | 'startingPrice' | 'image'>

/** Active body styles in their admin sort order, for the browse-by-body-style tiles. */
export async function getBodyStyles(): Promise<BodyStyleTileData[]> {
  await deferPastBuild()
  return readBodyStyles()
}

async function readBodyStyles(): Promise<BodyStyleTileData[]> {
  'use cache'
  cacheTag(TAGS.bodyStyles, TAGS.media)
  cacheLife('days')
  return findActiveBodyStyles(await getPayloadClient(), { buyingGuide: false })
}

/** A body style of the buying guide: the tile's fields plus its guide text. */
export type BodyStyleGuideEntry = BodyStyleTileData & Pick<BodyStyle, 'buyingGuide'>

/**
 * Active body styles with their buying guides (the car-research guide page) in a language, cached like the tiles:
 * each language its own entry (the locale is an argument, so part of the cache key), both under the same tag.
 */
export async function getBodyStyleGuides(locale: Locale = DEFAULT_LOCALE): Promise<BodyStyleGuideEntry[]> {
  await deferPastBuild()
  return readBodyStyleGuides(locale)
}

async function readBodyStyleGuides(locale: Locale): Promise<BodyStyleGuideEntry[]> {
  'use cache'
  cacheTag(TAGS.bodyStyles, TAGS.media)
  cacheLife('days')
  return findActiveBodyStyles(await getPayloadClient(), { buyingGuide: true, locale })
}
