'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { navigationStarting } from '@/components/navigation/navigation-start'

import { browserHandles } from './click-rules'
import { prefetchOnIntent } from './prefetch-on-intent'

/** The anchors SiteLink renders (INTENT_LINK_ATTRIBUTE): prefetched on intent and followed in place. */
const INTENT_LINKS = 'a[data-intent-link]'
/** The listing's path-only links (ListingLink): followed in place, never prefetched (a results page has ~80). */
const IN_PLACE_LINKS = `${INTENT_LINKS}, a[data-listing-link]`

const anchorOf = (event: Event, selector: string): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null

/**
 * One listener per page, mounted by SiteBody, for every server-rendered site link: prefetches a SiteLink's page when
 * a pointer or a finger comes over it or it gets keyboard focus (IntentLink's rule), and navigates in place on a
 * plain click on it or on a ListingLink, as next/link does, telling the page loading bar (NavigationProgress).
 */
export function IntentNavigation() {
  const router = useRouter()
  useEffect(() => {
    const prefetch = (event: Event) => {
      const href = anchorOf(event, INTENT_LINKS)?.getAttribute('href')
      if (href) prefetchOnIntent((target) => router.prefetch(target), href)
    }
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event, IN_PLACE_LINKS)
      const href = anchor?.getAttribute('href')
      if (!anchor || !href || browserHandles(event, anchor)) return
      event.preventDefault()
      if (navigationStarting({ href, anchor })) startTransition(() => router.push(href))
    }
    document.addEventListener('pointerover', prefetch)
    document.addEventListener('focusin', prefetch)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('pointerover', prefetch)
      document.removeEventListener('focusin', prefetch)
      document.removeEventListener('click', onClick)
    }
  }, [router])
  return null
}
