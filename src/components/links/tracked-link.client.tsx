'use client'

import Link from 'next/link'
import { useRef, type ComponentProps, type MouseEvent } from 'react'

import { navigationStarting } from '@/components/navigation/navigation-start'

/**
 * next/link that reports its in-place navigation to the page loading bar as it starts (Link's onNavigate, which
 * fires only for a navigation the router makes, not for a new tab). Offline, the bar shows the failure instead
 * and the navigation is called off, so the shopper stays on the page rather than meeting the browser's error page.
 */
export function TrackedLink({ onClick, onNavigate, ...props }: ComponentProps<typeof Link>) {
  const clicked = useRef<HTMLAnchorElement | null>(null)
  return (
    <Link
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        clicked.current = event.currentTarget
        onClick?.(event)
      }}
      onNavigate={(event) => {
        onNavigate?.(event)
        const href = clicked.current?.getAttribute('href')
        if (href && !navigationStarting({ href, anchor: clicked.current })) event.preventDefault()
      }}
    />
  )
}
