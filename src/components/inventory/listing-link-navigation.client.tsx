'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

/** The path-only links ListingLink marks. */
const SELECTOR = 'a[data-listing-link]'

/** A click the browser should handle itself: another button, a modifier (new tab, window, download) or a target. */
function browserHandles(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute('target')
  return (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (target !== null && target !== '_self') ||
    anchor.hasAttribute('download')
  )
}

/**
 * Makes the listing's path-only links (ListingLink) navigate in place, as Next's Link did for each of them: one
 * listener for the page instead of a client component per link. Without JavaScript they are plain links.
 */
export function ListingLinkNavigation() {
  const router = useRouter()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null
      const href = anchor?.getAttribute('href')
      if (!anchor || !href || browserHandles(event, anchor)) return
      event.preventDefault()
      startTransition(() => router.push(href))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [router])
  return null
}
