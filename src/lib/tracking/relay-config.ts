/**
 * The relay's view of the store: the Meta pixel id and Conversions API token (read past field access, uncached,
 * so the secret never sits in a shared cache entry) and the cookie banner's tier. Server only.
 */
import type { Payload } from 'payload'

import { parseTier } from '@/lib/consent/tiers'

import { cleanId, PIXEL_ID_PATTERN } from './ids'
import type { RelayConfig } from './relay'

/** Reads both globals; a store without both the pixel id and the token relays nothing. */
export async function readRelayConfig(payload: Payload): Promise<RelayConfig> {
  const [settings, consent] = await Promise.all([
    payload.findGlobal({ slug: 'store-settings', depth: 0, overrideAccess: true, select: { tracking: true } }),
    payload.findGlobal({ slug: 'cookie-consent', depth: 0, overrideAccess: true, select: { tier: true } }),
  ])
  const pixelId = cleanId(settings.tracking?.metaPixelId, PIXEL_ID_PATTERN)
  const accessToken = settings.tracking?.metaAccessToken?.trim()
  const testEventCode = settings.tracking?.metaTestEventCode?.trim() || null
  return {
    meta: pixelId && accessToken ? { pixelId, accessToken, testEventCode } : null,
    tier: parseTier(consent.tier),
  }
}
