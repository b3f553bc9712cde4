/**
 * Which page a popup rule is about (pages as names, paths or regexes). Pure, for the browser.
 */

/** The page being viewed, as the popup rules see it. */
export interface PopupPage {
  /** Route name: 'inventory' (search results) or 'vehicle-detail'. */
  name: string
  /** The path without query string. */
  path: string
  /** Route params that tell items apart (e.g. a vehicle page's condition, year, make, model and vin). */
  params: Readonly<Record<string, string>>
}

/** Route names editors may use for the same page: the admin's help text says 'search' for the results page. */
const NAME_ALIASES: Readonly<Record<string, string>> = { search: 'inventory', srp: 'inventory', vdp: 'vehicle-detail' }

const canonicalName = (name: string): string => {
  const lower = name.trim().toLowerCase()
  return NAME_ALIASES[lower] ?? lower
}

/** A path compared without a trailing slash and case-insensitively, as the site's routes are lowercase. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0].toLowerCase()
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** A page entry of a condition: `name`, `path` (exact) or `regex` (tested against the path). */
export interface PageRule {
  kind: 'name' | 'path' | 'regex'
  match: string
}

/** True when the page is the one a rule names. A regex that does not compile matches nothing. */
export function pageMatches(rule: PageRule, page: PopupPage): boolean {
  if (rule.kind === 'name') return canonicalName(rule.match) === canonicalName(page.name)
  if (rule.kind === 'path') return normalizePath(rule.match) === normalizePath(page.path)
  try {
    return new RegExp(rule.match).test(page.path)
  } catch {
    return false
  }
}

/** A pageItemsViewed target: a route name, or a path when it starts with '/'. */
export function targetMatches(target: string, page: PopupPage): boolean {
  return target.trim().startsWith('/')
    ? pageMatches({ kind: 'path', match: target }, page)
    : pageMatches({ kind: 'name', match: target }, page)
}
