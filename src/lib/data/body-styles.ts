import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import type { BodyStyle } from '@/payload-types'

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
  return findActiveBodyStyles({ buyingGuide: false })
}

/** A body style of the buying guide: the tile's fields plus its guide text. */
export type BodyStyleGuideEntry = BodyStyleTileData & Pick<BodyStyle, 'buyingGuide'>

/** Active body styles with their buying guides (the car-research guide page), cached like the tiles. */
export async function getBodyStyleGuides(): Promise<BodyStyleGuideEntry[]> {
  await deferPastBuild()
  return readBodyStyleGuides()
}

async function readBodyStyleGuides(): Promise<BodyStyleGuideEntry[]> {
  'use cache'
  cacheTag(TAGS.bodyStyles, TAGS.media)
  cacheLife('days')
  return findActiveBodyStyles({ buyingGuide: true })
}

/** The one query of active body styles in admin order; the guide text only where a page shows it. */
async function findActiveBodyStyles({ buyingGuide }: { buyingGuide: boolean }) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'body-styles',
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
