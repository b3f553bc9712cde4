/**
 * Cookies in the browser (document.cookie), on the `cookie` package: the page's readable cookies by name and the
 * one way every client script writes one — site-wide, SameSite=Lax, Secure on an https page (the site always is
 * in production). Kept apart from server code and the profile's phone formatting: the consent banner, tracking
 * and popups of every page load it.
 */
import { serialize } from 'cookie'

import { parseCookieHeader } from './header'

/** The page's readable cookies by name (the visitor profile is not HttpOnly so forms can prefill); {} on the server. */
export function readBrowserCookies(): Record<string, string> {
  return typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie)
}

/** Writes one cookie for the whole site for maxAgeS seconds (0 deletes it); the value is percent-encoded. */
export function writeBrowserCookie(name: string, value: string, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:'
  document.cookie = serialize(name, value, { path: '/', maxAge: maxAgeS, sameSite: 'lax', secure })
}
