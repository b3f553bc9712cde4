'use client'

import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, PointerEvent } from 'react'

import { prefetchOnIntent } from './prefetch-on-intent'
import { TrackedLink } from './tracked-link.client'

type IntentLinkProps = Omit<ComponentProps<typeof TrackedLink>, 'href' | 'prefetch'> & { href: string }

/**
 * next/link that prefetches its page when the visitor shows intent (a pointer or a finger on it: touch fires
 * pointerenter too; or keyboard focus) instead of when it scrolls into view: Next's hover-triggered prefetch pattern. The home page and the menus show
 * dozens of links; prefetching each one as it appears filled a phone's first seconds with route requests and
 * script parsing nobody asked for, which Lighthouse counts as blocking time (and none on a save-data or 2g
 * connection). Navigation stays client-side, followed by the page loading bar (TrackedLink).
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter()
  const prefetch = () => prefetchOnIntent((target) => router.prefetch(target), href)
  return (
    <TrackedLink
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch()
        onPointerEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
    />
  )
}
