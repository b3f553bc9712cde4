/**
 * Cookies in and out of the form endpoint: the request's Cookie header as a record, and the cookie writes of an
 * answer. Pure.
 */

/** One cookie to set on the answer (maxAge in seconds; 0 deletes). */
export interface ResponseCookie {
  name: string
  value: string
  options: { path: '/'; secure: boolean; sameSite: 'lax'; httpOnly: boolean; maxAge: number }
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/

function decode(value: string): string {
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
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const index = pair.indexOf('=')
    if (index <= 0) continue
    const name = pair.slice(0, index).trim()
    if (!NAME.test(name) || cookies.has(name)) continue
    let value = pair.slice(index + 1).trim()
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    cookies.set(name, decode(value))
  }
  return Object.fromEntries(cookies)
}
