/**
 * The home page's internal route. A plain `/` route cannot become an ISR entry here: its readers wait for a
 * request during `next build` (the build has no database), which marks a static route dynamic for good, so `/`
 * was rendered on every visit (~190 ms of CPU each). Behind an optional catch-all with a build probe, like the
 * content pages, the first visit's render is kept and served from cache; the proxy rewrites `/` to it.
 */
export const HOME_INTERNAL_PATH = '/site-home'

/** Whether a public request addresses the internal home route directly (only the proxy rewrites to it). */
export function isHomeInternalPathname(pathname: string): boolean {
  return pathname === HOME_INTERNAL_PATH || pathname.startsWith(`${HOME_INTERNAL_PATH}/`)
}
