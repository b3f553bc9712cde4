/**
 * The site path a preview link may open, or null. Only same-site paths ('/', '/used-cars-for-sale'): a full URL,
 * a protocol-relative '//host' or a backslash trick would turn the preview route into an open redirect.
 */
export function previewPath(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null
  try {
    const url = new URL(raw, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}
