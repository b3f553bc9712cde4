import sanitizeHtml from 'sanitize-html'

/**
 * Staff-written HTML (popup content) is not trusted markup: the lowest-trust role that edits it could otherwise
 * run script on the site's origin, which is also the admin's. This allowlist keeps formatting, links and the
 * site's own images; everything else — event handlers, `<script>`, `<style>`, `<iframe>`, forms, SVG/MathML,
 * `style` and `id` attributes, `javascript:`/`data:` and protocol-relative URLs — is dropped. Runs on save (the
 * popups hook and a migration for stored values) and again when the site reads the popup, on the server only.
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
  'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img',
]

// Images come from the site's media library (or another https host); a relative `src=x` would still fire a
// request to a path the author picked, and `data:` can smuggle SVG.
const IMAGE_SOURCE = /^(?:\/api\/media\/file\/|https:\/\/)/i

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    '*': ['class', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Dropped with their contents: text inside <script> or <style> is code, not copy.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  enforceHtmlBoundary: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? ''),
  transformTags: {
    // A new tab must not get a handle on this window (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')),
    }),
  },
}

/** `html` with only the formatting the allowlist keeps; never executable. Idempotent. */
export function sanitizeStaffHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}

/** For field hooks: sanitises strings, passes empty values through. */
export function sanitizeOptionalHtml<T>(value: T): T | string {
  return typeof value === 'string' ? sanitizeStaffHtml(value) : value
}
