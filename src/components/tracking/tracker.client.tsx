'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect } from 'react'

import { CONSENT_EVENTS } from '@/components/consent/consent-store'
import { readBrowserCookies } from '@/lib/cookies/browser'
import { CONSENT_COOKIES } from '@/lib/consent/banner'
import { parseAllowedCategories, type ConsentTier } from '@/lib/consent/tiers'
import { isPageViewTracked, type ChatConversationEvent } from '@/lib/tracking/events'
import { isConsentDecided } from '@/lib/tracking/gate'
import { oncePerKey } from '@/lib/diagnostics/once-per-key'
import { missingAnalyticsIdMessage, type TrackingIds } from '@/lib/tracking/ids'
import { createTracker } from '@/lib/tracking/tracker'

import { browserAdapters } from './browser-adapters'
import { setActiveTracker, trackConversationStarted, trackEvent } from './track'

// Once per page load, however often the tracker mounts again.
const reportError = oncePerKey((message) => console.error(message))

declare global {
  interface Window {
    /** For a chat widget's "conversation started" callback (tracked as ConversationStarted). */
    dealershipTracking?: { conversationStarted: (chat: ChatConversationEvent) => void }
  }
}

/**
 * GA4 and the Meta pixel under the visitor's consent (src/lib/tracking). Rendered only when a store set an id;
 * nothing is in the server HTML: scripts are injected after hydration once their category is granted, and a
 * withdrawal (the consent:change event) switches them off. Reports a PageView with the full path on the first
 * load and each client route change, and ClickToCall from any tel: link.
 */
export function Tracker({ ids, tier }: { ids: TrackingIds; tier: ConsentTier }) {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const { ga4Id, pixelId } = ids

  useEffect(() => {
    const missing = missingAnalyticsIdMessage({ ga4Id, pixelId })
    if (missing) reportError('missing-analytics-id', missing)
  }, [ga4Id, pixelId])

  useEffect(() => {
    const stored = readBrowserCookies()[CONSENT_COOKIES.allowed]
    const adapters = browserAdapters({ ga4Id, pixelId })
    const tracker = createTracker({ ga4Id, pixelId }, adapters, {
      tier,
      allowed: parseAllowedCategories(stored),
      decided: isConsentDecided(tier, stored),
    })
    setActiveTracker(tracker)
    const onConsent = (event: Event) => {
      const detail = event instanceof CustomEvent && Array.isArray(event.detail) ? event.detail.join(',') : ''
      tracker.setConsent({ tier, allowed: parseAllowedCategories(detail), decided: true })
    }
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) trackEvent('ClickToCall')
    }
    window.addEventListener(CONSENT_EVENTS.change, onConsent)
    document.addEventListener('click', onClick, true)
    window.dealershipTracking = { conversationStarted: trackConversationStarted }
    return () => {
      window.removeEventListener(CONSENT_EVENTS.change, onConsent)
      document.removeEventListener('click', onClick, true)
      delete window.dealershipTracking
      setActiveTracker(null)
    }
  }, [ga4Id, pixelId, tier])

  useEffect(() => {
    if (isPageViewTracked(pathname)) trackEvent('PageView')
  }, [pathname, search])

  return null
}
