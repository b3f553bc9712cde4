import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'

import type { Locale } from '@/lib/i18n/locales'
import { ALL_CONDITIONS_ROOT, listingRoot } from '@/lib/inventory/segments'
import { CONDITIONS } from '@/lib/settings/defaults'

import { listingRoute } from './listing-route'

export type LiveListingProps = { params: Promise<{ root: string; segments?: string[] }> }

/**
 * The listing routes rendered per request and never stored (src/lib/inventory/cache-policy), in one language:
 * src/proxy.ts rewrites here every listing outside the filter sitemap's list and every unknown vehicle path, so a
 * crawler walking endless filter combinations costs renders but no disk. connection() makes the render dynamic.
 */
export function liveListingRoute(locale: Locale) {
  const routes = new Map(
    [ALL_CONDITIONS_ROOT, ...CONDITIONS.map((condition) => listingRoot(condition))].map((root) => [
      root,
      listingRoute(root, locale),
    ]),
  )

  async function resolve({ params }: LiveListingProps) {
    await connection()
    const { root, segments } = await params
    return { route: routes.get(root), props: { params: Promise.resolve({ segments }) } }
  }

  /** The same title, description, canonical link and robots (noindex: see srpRobots) as the stored route. */
  async function generateMetadata(props: LiveListingProps): Promise<Metadata> {
    const { route, props: routeProps } = await resolve(props)
    return route ? route.generateMetadata(routeProps) : {}
  }

  /** The listing or vehicle page of the root in the path. */
  async function LiveListingPage(props: LiveListingProps) {
    const { route, props: routeProps } = await resolve(props)
    if (!route) notFound()
    return <route.ListingPage {...routeProps} />
  }

  return { generateMetadata, LiveListingPage }
}
