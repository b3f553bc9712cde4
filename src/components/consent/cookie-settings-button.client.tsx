'use client'

import type { MouseEvent } from 'react'

import { openCookieSettings } from './consent-store'

/** The cookie policy, where the link leads without JavaScript. */
const COOKIE_POLICY = '/legal/cookie-policy'

/**
 * The footer's "Cookie settings" link: opens the consent choices at any time. Without JavaScript (no banner, no
 * optional cookies) it simply leads to the cookie policy.
 */
export function CookieSettingsLink({ className }: { className?: string }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    openCookieSettings()
  }
  return (
    <a href={COOKIE_POLICY} onClick={open} className={className} aria-haspopup="dialog">
      Cookie settings
    </a>
  )
}
