import { getConsentSettings } from '@/lib/data/cookie-consent'
import { getTrackingIds } from '@/lib/data/tracking'

import { Tracker } from './tracker.client'

/** The tracker with the store's public ids and banner tier (cached reads); nothing at all without an id. */
export async function TrackingSlot() {
  const [ids, consent] = await Promise.all([getTrackingIds(), getConsentSettings()])
  if (!ids.ga4Id && !ids.pixelId) return null
  return <Tracker ids={ids} tier={consent.tier} />
}
