'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { browserHandles } from './click-rules'

/** The anchors SiteLink renders (INTENT_LINK_ATTRIBUTE). */
const SELECTOR = 'a[data-intent-link]'

const anchorOf = (event: Event): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null

/**
 * One listener per page for every SiteLink: prefetches its page when a pointer or a finger comes over it or it gets
 * keyboard focus (IntentLink's rule), and navigates in place on a plain click, as next/link does.
 */
export function IntentNavigation() {
  const router = useRouter()
  useEffect(() => {
    const prefetch = (event: Event) => {
      const href = anchorOf(event)?.getAttribute('href')
      if (href) router.prefetch(href)
    }
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event)
      const href = anchor?.getAttribute('href')
      if (!anchor || !href || browserHandles(event, anchor)) return
      event.preventDefault()
      startTransition(() => router.push(href))
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
