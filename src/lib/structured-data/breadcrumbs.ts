/**
 * schema.org BreadcrumbList for the deep content pages (legal, financing content pages, special-offer detail).
 * Pure, so the JSON search engines read is unit-tested. Items are absolute with the configured public origin
 * (siteOriginFromEnv) and root-relative without one, like the canonical links.
 */

/** One step of the trail: its visible name and its root-relative path. */
export type Crumb = { name: string; path: string }

/** The trail from Home to the page itself; blank names are skipped and positions count from 1. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[], origin?: string) {
  const base = origin ? origin.replace(/\/+$/, '') : ''
  const items = crumbs.filter((crumb) => crumb.name.trim() !== '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name.trim(),
      item: `${base}${crumb.path.startsWith('/') ? crumb.path : `/${crumb.path}`}`,
    })),
  }
}

/** Home, then each parent, then the page: the common shape of a content page's trail. */
export function pageTrail(parents: readonly Crumb[], page: Crumb): Crumb[] {
  return [{ name: 'Home', path: '/' }, ...parents, page]
}
