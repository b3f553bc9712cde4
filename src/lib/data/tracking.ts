import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { toTrackingIds, type TrackingIds } from '@/lib/tracking/ids'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/**
 * The public tracking ids (GA4 measurement id, Meta pixel id) from store settings, cached under the store
 * settings' tag. Only these two are selected: the Conversions API token is read by the relay alone, uncached.
 */
export async function getTrackingIds(): Promise<TrackingIds> {
  await deferPastBuild()
  return readTrackingIds()
}

async function readTrackingIds(): Promise<TrackingIds> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { tracking: { ga4MeasurementId: true, metaPixelId: true } },
  })
  return toTrackingIds(settings.tracking)
}
