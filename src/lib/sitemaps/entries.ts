/**
 * What each child sitemap lists, from plain data the readers in @/lib/data/sitemaps supply. Pure, so the
 * filter list — which also decides which search pages are indexable (srpRobots) — is unit-tested.
 */
import { buildInventoryPath, defaultInventoryFilters, type GrammarContext } from '@/lib/inventory/filters'
import { vehiclePath, type VehiclePathInput } from '@/lib/inventory/vehicle-path'
import { isPageEnabled, type PageToggleValues } from '@/lib/settings/page-toggles'
import type { Condition } from '@/lib/settings/defaults'
import type { BodyStyleValue } from '@/lib/vehicles/body-styles'

import { SITEMAP_HINTS, trimOrigin, type SitemapEntry, type SitemapName } from './xml'

/** Body styles and make slugs in stock for one listing root (condition null: every configured condition). */
export interface RootStock {
  condition: Condition | null
  bodyStyles: readonly BodyStyleValue[]
  makes: readonly string[]
}

/** The price bound listed for every root (the price-under-20000 filter path). */
export const SITEMAP_PRICE_UNDER = 20_000

/**
 * The indexable search paths: for each root with stock, the root itself, root/{body style} for each body
 * style in stock, root/{make} for each make in stock and root/price-under-20000. Combinations (suvs/toyota) are
 * left out on purpose: they multiply thin pages that the single-filter pages already lead to.
 */
export function filterSitemapPaths(roots: readonly RootStock[], ctx: GrammarContext): string[] {
  const paths: string[] = []
  for (const root of roots) {
    if (root.condition !== null && !ctx.conditions.includes(root.condition)) continue
    if (root.bodyStyles.length === 0 && root.makes.length === 0) continue
    const base = defaultInventoryFilters(ctx, root.condition)
    paths.push(buildInventoryPath(base, ctx))
    for (const bodyStyle of root.bodyStyles) paths.push(buildInventoryPath({ ...base, bodyStyle }, ctx))
    for (const make of root.makes) paths.push(buildInventoryPath({ ...base, makeModel: { make, model: null } }, ctx))
    paths.push(buildInventoryPath({ ...base, price: { kind: 'under', amount: SITEMAP_PRICE_UNDER } }, ctx))
  }
  return [...new Set(paths)]
}

/** The site's own pages without parameters; the inventory roots are in the filters sitemap instead. */
export const SITEMAP_PAGES: readonly string[] = [
  '/',
  '/auto-financing',
  '/auto-financing/apply-for-financing',
  '/auto-financing/free-credit-score-pre-approval',
  '/auto-financing/full-credit-application',
  '/auto-financing/better-than-buy-here-pay-here',
  '/auto-financing/bad-credit-auto-financing',
  '/car-research',
  '/car-research/body-styles',
  '/help-center',
  '/contact-us',
  '/legal/cookie-policy',
  '/legal/privacy-policy',
  '/legal/terms-of-sale',
  '/legal/electronic-signature-disclosure',
  '/our-company',
  '/our-company/careers',
  '/our-company/meet-our-team',
  '/sell-trade-my-car',
  '/service',
  '/service/schedule',
  '/special-offers',
  '/special-offers/dealer',
  '/special-offers/sales',
  '/special-offers/service',
  '/vehicle-protection-plans',
]

/** The pages switched on in the per-page table. */
export function enabledPages(toggles: PageToggleValues | null): string[] {
  return SITEMAP_PAGES.filter((path) => isPageEnabled(toggles, path))
}

/** A path with its last change, as the readers return documents. */
export interface PathWithDate {
  path: string
  updatedAt?: string | null
}

/** Absolute entries with the sitemap's priority and change frequency. */
export function sitemapEntries(name: SitemapName, items: readonly PathWithDate[], origin: string): SitemapEntry[] {
  const base = trimOrigin(origin)
  return items.map((item) => ({ loc: `${base}${item.path}`, lastmod: item.updatedAt, ...SITEMAP_HINTS[name] }))
}

/** Vehicles as dated paths through the detail route's own path helper. */
export function vehicleItems(vehicles: readonly (VehiclePathInput & { updatedAt?: string | null })[]): PathWithDate[] {
  return vehicles.map((vehicle) => ({ path: vehiclePath(vehicle), updatedAt: vehicle.updatedAt }))
}
