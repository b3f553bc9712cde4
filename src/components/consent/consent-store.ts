import { CONSENT_COOKIES } from '@/lib/consent/banner'
import { writeBrowserCookie } from '@/lib/cookies/browser'
import { serializeAllowedCategories, type CookieCategory } from '@/lib/consent/tiers'
import { VISITOR_PROFILE_MAX_AGE_S } from '@/lib/leads/visitor-cookies'

/**
 * The visitor's consent in the browser: the two SPEC cookies, and window events so the banner, the footer's
 * "Cookie settings" link and (later) the tracking scripts of each category stay in step without a shared store.
 */
export const CONSENT_EVENTS = {
  /** detail: the allowed categories after a change. */
  change: 'consent:change',
  openSettings: 'consent:open-settings',
} as const

/** Saves the allowed categories (and the banner's display state when given) and tells the page. */
export function saveConsent(allowed: readonly CookieCategory[], display?: 'hide'): void {
  writeBrowserCookie(CONSENT_COOKIES.allowed, serializeAllowedCategories(allowed), VISITOR_PROFILE_MAX_AGE_S)
  if (display) writeBrowserCookie(CONSENT_COOKIES.display, display, VISITOR_PROFILE_MAX_AGE_S)
  window.dispatchEvent(new CustomEvent(CONSENT_EVENTS.change, { detail: [...allowed] }))
}

/** Opens the cookie settings dialog (the footer link; works while the banner is hidden too). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(CONSENT_EVENTS.openSettings))
}
