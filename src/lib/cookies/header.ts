/**
 * Cookies on the server side of a request, on the `cookie` package: the request's Cookie header as a record
 * (route handlers, the proxy, the lead and alert endpoints) and the shape of a cookie an answer sets, which route
 * handlers hand to Next's `response.cookies.set`. Pure, so the browser readers (./browser.ts) share the parse.
 */
import { parse } from 'cookie'

/** One cookie to set on the answer (maxAge in seconds; 0 deletes). */
export interface ResponseCookie {
  name: string
  value: string
  options: { path: '/'; secure: boolean; sameSite: 'lax'; httpOnly: boolean; maxAge: number }
}

// RFC 6265 token: a pair with any other name is some script's junk and is skipped, never read as a cookie.
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

function decode(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw
  try {
    return decodeURIComponent(value)
  } catch {
    // A stray '%' from some other script's cookie: keep it as sent rather than failing the request.
    return value
  }
}

/**
 * A Cookie header as `{ name: value }`, values percent-decoded as Next encodes them (the adsValues JSON is).
 * The first of two same-named cookies wins (the browser sends the most specific path first); pairs without a
 * name or with an invalid one are skipped; surrounding double quotes are removed.
 */
export function parseCookieHeader(header: string | null | undefined): Record<string, string> {
  const parsed = parse(header ?? '', { decode })
  // A plain object built from entries, so a cookie named __proto__ stays data and never becomes the prototype.
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined && NAME.test(entry[0])),
  )
}
