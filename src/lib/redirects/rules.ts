/**
 * Marketing-editable redirects (the plugin's `redirects` collection) as plain rules the proxy can match without
 * Payload. Pure: the data module turns documents into rules, the proxy matches requests against them.
 */
import { vehiclePath } from '@/lib/inventory/vehicle-path'
import { articlePath } from '@/lib/sitemaps/paths'
import type { Redirect } from '@/payload-types'

/** One redirect, its target already resolved to a path or an absolute URL. */
export interface RedirectRule {
  /** Normalised with normalizeRedirectPath. */
  from: string
  to: string
  status: 301 | 302 | 307 | 308
}

const STATUSES = [301, 302, 307, 308] as const

/** The plugin's type field ('301' …) as a status; anything else is treated as the default 301. */
export function redirectStatus(type: string | null | undefined): RedirectRule['status'] {
  return STATUSES.find((status) => String(status) === type) ?? 301
}

/**
 * A from-path as it is compared: the path of an absolute URL, leading slash added, query and trailing slash
 * dropped, lowercased (editors type '/Spring-Sale/' and mean '/spring-sale'); null when nothing is left.
 */
export function normalizeRedirectPath(value: string): string | null {
  let path = value.trim()
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname
    } catch {
      return null
    }
  }
  path = path.split(/[?#]/)[0].replace(/\/+$/, '').toLowerCase()
  if (path === '') return null
  return path.startsWith('/') ? path : `/${path}`
}

/** The rule for a request path, or null. A rule never redirects to its own path (an editor's loop). */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | null {
  const path = normalizeRedirectPath(pathname)
  if (path === null) return null
  const rule = rules.find((candidate) => candidate.from === path)
  if (!rule) return null
  // Only a site path can loop back here; an absolute URL is another site even when its path is the same.
  const internal = !/^[a-z][a-z0-9+.-]*:/i.test(rule.to)
  return internal && normalizeRedirectPath(rule.to) === path ? null : rule
}

/** The Location of a matched rule: the request's query is kept unless the target has its own. */
export function redirectLocation(rule: RedirectRule, search: string): string {
  if (search === '' || search === '?' || rule.to.includes('?')) return rule.to
  return `${rule.to}${search.startsWith('?') ? search : `?${search}`}`
}

/** The fields a redirect's reference needs populated to build its target path. */
export const REDIRECT_POPULATE = {
  vehicles: { condition: true, year: true, make: true, model: true, trim: true, vin: true },
  articles: { slug: true },
} as const

/** The target path or URL of a redirect document, or null when it points at nothing visitors can see. */
export function redirectTarget(doc: Pick<Redirect, 'to'>): string | null {
  if (doc.to?.type === 'custom') return doc.to.url?.trim() || null
  const reference = doc.to?.reference
  // A string value is an id access did not let us populate (a sold vehicle, a draft article).
  if (!reference || typeof reference.value === 'string') return null
  if (reference.relationTo === 'vehicles') return vehiclePath(reference.value)
  return reference.value.slug ? articlePath(reference.value.slug) : null
}

/** Redirect documents (read with REDIRECT_POPULATE) as rules; unusable ones are skipped, the first `from` wins. */
export function toRedirectRules(docs: readonly Pick<Redirect, 'from' | 'to' | 'type'>[]): RedirectRule[] {
  return docs.flatMap((doc) => {
    const from = normalizeRedirectPath(doc.from)
    const to = redirectTarget(doc)
    return from && to ? [{ from, to, status: redirectStatus(doc.type) }] : []
  })
}
