'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { notFoundTitle } from '@/lib/navigation/not-found-title'

/**
 * Titles the 404 page 'Page Not Found: {path}' with the address the browser shows. Set in the browser because the
 * 404 documents are shared by every missing address (one stored page, so made-up addresses store nothing each);
 * the server's title stays '404 - Page not found'. document.title takes text only, so nothing in the path can
 * become markup. Kept if the router writes the page's metadata title over it while the 404 is shown.
 */
export function NotFoundTitle({ pattern }: { pattern: string }) {
  const marker = useRef<HTMLSpanElement>(null)
  // The dependency re-titles a 404 reached from another 404 by client navigation.
  const pathname = usePathname()
  useEffect(() => {
    // The browser's address, not the router's path: the Spanish 404 is a rewrite to an internal path.
    const title = notFoundTitle(pattern, window.location.pathname)
    document.title = title
    const keep = new MutationObserver(() => {
      // Once the 404 has left the page (a link followed), the next page's title stands.
      if (marker.current?.isConnected && document.title !== title) document.title = title
    })
    keep.observe(document.head, { subtree: true, childList: true, characterData: true })
    return () => keep.disconnect()
  }, [pattern, pathname])
  return <span ref={marker} hidden />
}
