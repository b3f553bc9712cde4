'use client'

import { useRouter } from 'next/navigation'
import { startTransition, useEffect } from 'react'

import { browserHandles } from '@/components/links/click-rules'

/** The path-only links ListingLink marks. */
const SELECTOR = 'a[data-listing-link]'

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
