import { cacheLife, cacheTag } from 'next/cache'

import { TAGS } from '@/lib/cache/tags'
import { siteOriginFromEnv } from '@/lib/config/site-url'
import { dealerJsonLd } from '@/lib/structured-data/dealer'

import { deferPastBuild } from './build-phase'
import { getPayloadClient } from './payload'

/** The dealership's AutoDealer + AutoRepair structured data from store settings (hours, phones, address, map). */
export async function getDealerJsonLd(): Promise<ReturnType<typeof dealerJsonLd>> {
  await deferPastBuild()
  return readDealerJsonLd()
}

async function readDealerJsonLd(): Promise<ReturnType<typeof dealerJsonLd>> {
  'use cache'
  cacheTag(TAGS.storeSettings)
  cacheLife('days')
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'store-settings',
    depth: 0,
    overrideAccess: false,
    select: { dealership: true, phones: true, salesHours: true, serviceHours: true, mapCoordinates: true },
  })
  return dealerJsonLd(settings, siteOriginFromEnv())
}
