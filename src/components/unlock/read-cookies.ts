import { parseCookieHeader } from '@/lib/leads/intake/cookies'

/**
 * The page's readable cookies by name (the visitor profile is not HttpOnly so forms can prefill). Its own module,
 * apart from the profile's phone formatting, because the consent banner, tracking and popups of every page read
 * cookies and should not bring the phone-number library with them.
 */
export function readCookies(): Record<string, string> {
  return typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie)
}
