/**
 * Staff preview of a popup on any page: `/<path>?popup-preview=<key>` opened through the staff-only
 * `/next/preview` route, whose draft mode lets the page carry every popup (enabled or not, as last saved) and
 * open that one at once, whatever its conditions. Pure.
 */

/** The query parameter that names the popup to preview. */
export const POPUP_PREVIEW_PARAM = 'popup-preview'

/** The popup key a page's query string asks to preview, or null. */
export function previewKeyOf(search: string): string | null {
  const key = new URLSearchParams(search).get(POPUP_PREVIEW_PARAM)?.trim()
  return key ? key : null
}

/**
 * The preview link of a popup on a site path: through /next/preview (which signs nobody in; it answers 401 to
 * anyone but staff) to the path with the preview parameter. A path that is not on this site becomes '/'.
 */
export function popupPreviewHref(path: string, key: string): string {
  return `/next/preview?path=${encodeURIComponent(popupPreviewPath(path, key))}`
}

/** The site path (with its query) that opens a popup at once in a staff preview; '/' for a path off this site. */
export function popupPreviewPath(path: string, key: string): string {
  const trimmed = path.trim()
  const onSite = trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\') ? trimmed : '/'
  const url = new URL(onSite, 'http://site.invalid')
  if (key) url.searchParams.set(POPUP_PREVIEW_PARAM, key)
  return `${url.pathname}${url.search}`
}
