/**
 * The store's tracking ids (store settings, Tracking tab): their formats, and the third-party hosts each one
 * brings, so the content security policy can allow exactly what is configured. Pure.
 */

/** A Google Analytics 4 measurement id, e.g. G-ABC123DEF4. */
export const GA4_ID_PATTERN = /^G-[A-Z0-9]{4,16}$/
/** A Meta (Facebook) pixel id: digits only. */
export const PIXEL_ID_PATTERN = /^\d{5,20}$/

/** The public ids the browser needs; an empty id means that service is off. */
export type TrackingIds = { ga4Id: string | null; pixelId: string | null }

export const TRACKING_MESSAGES = {
  ga4Id: 'Enter a Google Analytics 4 measurement id such as G-ABC123DEF4.',
  pixelId: 'Enter the Meta pixel id (digits only).',
} as const

/** Trimmed id, or null when blank or not in the expected format (a typo must not load a script). */
export function cleanId(value: string | null | undefined, pattern: RegExp): string | null {
  const id = value?.trim() ?? ''
  return pattern.test(id) ? id : null
}

/**
 * The console error for a tracker that runs (a pixel id is set) without a GA4 measurement id, or null when the id
 * is there. A blank or mistyped id both arrive as null: cleanId refuses the typo.
 */
export function missingAnalyticsIdMessage(ids: TrackingIds): string | null {
  if (ids.ga4Id) return null
  return (
    'Tracking: no Google Analytics 4 measurement id is configured (a G-… id under Settings → Store settings → ' +
    'Tracking), so analytics events are not sent.'
  )
}

/** Both ids as the browser gets them. */
export function toTrackingIds(settings: { ga4MeasurementId?: string | null; metaPixelId?: string | null } | null | undefined): TrackingIds {
  return {
    ga4Id: cleanId(settings?.ga4MeasurementId, GA4_ID_PATTERN),
    pixelId: cleanId(settings?.metaPixelId, PIXEL_ID_PATTERN),
  }
}

/** Script URLs of each service. */
export const GA4_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

/** Hosts a CSP must allow, per directive. */
export type TrackingHosts = { scriptSrc: string[]; connectSrc: string[]; imgSrc: string[] }

const GA4_HOSTS: TrackingHosts = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://www.googletagmanager.com'],
  imgSrc: ['https://www.google-analytics.com', 'https://www.googletagmanager.com'],
}
const PIXEL_HOSTS: TrackingHosts = {
  scriptSrc: ['https://connect.facebook.net'],
  connectSrc: ['https://www.facebook.com', 'https://connect.facebook.net'],
  imgSrc: ['https://www.facebook.com'],
}

/** Third-party hosts of the configured ids only: nothing for a store that tracks nothing. */
export function trackingHosts(ids: TrackingIds): TrackingHosts {
  const parts = [ids.ga4Id ? GA4_HOSTS : null, ids.pixelId ? PIXEL_HOSTS : null].filter((p) => p !== null)
  const merge = (key: keyof TrackingHosts) => [...new Set(parts.flatMap((part) => part[key]))]
  return { scriptSrc: merge('scriptSrc'), connectSrc: merge('connectSrc'), imgSrc: merge('imgSrc') }
}
