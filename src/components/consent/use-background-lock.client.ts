'use client'

import { useEffect } from 'react'

/**
 * The optional background lock of the cookie banner (setting COOKIES.bg_locked): while it is on, the page behind
 * cannot scroll, be clicked or be reached by keyboard (every other child of <body> is inert), and focus moves to
 * the banner. Undone as soon as the banner goes.
 */
export function useBackgroundLock(locked: boolean, bannerTitleId: string): void {
  useEffect(() => {
    if (!locked) return
    const banner = document.getElementById(bannerTitleId)?.closest('section')
    const others = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== banner && !element.hasAttribute('inert') && !element.contains(banner ?? null),
    )
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    for (const element of others) element.inert = true
    banner?.querySelector<HTMLButtonElement>('button')?.focus()
    return () => {
      document.body.style.overflow = overflow
      for (const element of others) element.inert = false
    }
  }, [locked, bannerTitleId])
}
