import { readBrowserCookies } from '@/lib/cookies/browser'
import type { TrackingEvent } from '@/lib/tracking/events'
import { GA4_SCRIPT_URL, PIXEL_SCRIPT_URL, type TrackingIds } from '@/lib/tracking/ids'
import { ga4ItemParams, isItemEventName } from '@/lib/tracking/item-events'
import type { TrackerAdapters } from '@/lib/tracking/tracker'

type Command = (...args: unknown[]) => void
type Fbq = Command & { callMethod?: Command; queue: unknown[]; push: Fbq; loaded: boolean; version: string; disablePushState?: boolean }

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: Command
    fbq?: Fbq
    _fbq?: Fbq
  }
}

/** Meta's standard events; the rest of the SPEC's names go as custom events. */
const PIXEL_STANDARD = new Set(['PageView', 'Lead', 'Contact', 'Schedule', 'SubmitApplication'])
const SCRIPT_IDS = { ga4: 'tracking-ga4', pixel: 'tracking-pixel' } as const

// Once loaded, a script's code stays in the page even when its element is removed: it is injected once and
// afterwards only switched by consent.
const injected = new Set<string>()

function injectScript(id: string, src: string): void {
  if (injected.has(id)) return
  injected.add(id)
  const script = document.createElement('script')
  script.id = id
  script.async = true
  script.src = src
  document.head.appendChild(script)
}

/** gtag's own stub: commands queue in dataLayer until gtag.js reads them (as arguments objects, as Google's snippet). */
const gtag = function () {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads each queued command as an arguments object, not an array
  ;(window.dataLayer ??= []).push(arguments)
} as Command

/** The pixel's own stub (Meta's base code): commands queue until fbevents.js replaces callMethod. */
function fbqStub(): Fbq {
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  fbq.queue = []
  fbq.push = fbq
  fbq.loaded = true
  fbq.version = '2.0'
  // The tracker reports every route change itself; the pixel's own history listener would count them twice.
  fbq.disablePushState = true
  return fbq
}

/** Sends one conversion to this site's relay, which repeats it to Meta's Conversions API. */
function relay(event: TrackingEvent): void {
  const cookies = readBrowserCookies()
  const body = {
    eventName: event.name,
    eventID: event.eventId,
    eventTime: Math.floor(Date.now() / 1000),
    value: event.value,
    currency: event.currency,
    fbp: cookies._fbp,
    fbc: cookies._fbc,
    user_data: event.user ?? {},
    custom_data: { path: event.path.slice(0, 500) },
  }
  void fetch('/api/track/facebook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined)
}

/** The tracker's adapters in the browser: scripts are injected only when the tracker enables them. */
export function browserAdapters(ids: TrackingIds): TrackerAdapters {
  return {
    enable(destination) {
      if (destination === 'ga4' && ids.ga4Id) {
        Reflect.set(window, `ga-disable-${ids.ga4Id}`, false)
        // Set up once per page load; a later grant (after a withdrawal) only switches consent back on.
        if (injected.has(SCRIPT_IDS.ga4)) gtag('consent', 'update', { analytics_storage: 'granted' })
        else {
          gtag('consent', 'default', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' })
          gtag('js', new Date())
          gtag('config', ids.ga4Id, { send_page_view: false })
        }
        injectScript(SCRIPT_IDS.ga4, `${GA4_SCRIPT_URL}?id=${encodeURIComponent(ids.ga4Id)}`)
      }
      if (destination === 'pixel' && ids.pixelId) {
        if (!window.fbq) {
          window.fbq = window._fbq = fbqStub()
          window.fbq('set', 'autoConfig', false, ids.pixelId)
          window.fbq('init', ids.pixelId)
        }
        window.fbq('consent', 'grant')
        injectScript(SCRIPT_IDS.pixel, PIXEL_SCRIPT_URL)
      }
    },
    disable(destination) {
      if (destination === 'ga4' && ids.ga4Id) {
        gtag('consent', 'update', { analytics_storage: 'denied' })
        // Google's documented opt-out: gtag.js sends nothing for this id while it is set.
        Reflect.set(window, `ga-disable-${ids.ga4Id}`, true)
      }
      if (destination === 'pixel') window.fbq?.('consent', 'revoke')
      document.getElementById(SCRIPT_IDS[destination])?.remove()
    },
    send(destination, event) {
      if (destination === 'relay') return relay(event)
      const url = `${window.location.origin}${event.path}`
      if (destination === 'ga4') {
        if (event.name === 'PageView') gtag('event', 'page_view', { page_location: url, page_path: event.path, page_title: document.title })
        else if (isItemEventName(event.name)) gtag('event', event.name, ga4ItemParams(event))
        else gtag('event', event.name, { value: event.value, currency: event.currency, event_id: event.eventId })
        return
      }
      const data = event.name === 'PageView' ? {} : { value: event.value, currency: event.currency }
      window.fbq?.(PIXEL_STANDARD.has(event.name) ? 'track' : 'trackCustom', event.name, data, { eventID: event.eventId })
    },
  }
}
