import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { VehicleDetailPage } from '@/components/vehicle-detail/vehicle-detail-page'
import { listingMetadata } from '@/lib/data/inventory-metadata'
import { resolveInventoryRequest } from '@/lib/data/inventory-request'
import { vehicleDetailMetadata } from '@/lib/data/vehicle-detail'
import { localizeMetadata } from '@/lib/i18n/alternates'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { splitQuerySegment } from '@/lib/inventory/query-segment'

import { InventoryListing } from './inventory-listing'

/** Props Next hands a `{root}/[[...segments]]` page. */
export type ListingRouteProps = {
  params: Promise<{ segments?: string[] }>
}

/**
 * The one path each listing route prerenders at build (Cache Components wants at least one; the build has no
 * database). It is answered with a 404 without reading anything; every real URL is rendered on its first visit.
 */
export const BUILD_PROBE_SEGMENT = '__build-probe'

// Next hands catch-all segments percent-encoded; the grammar reads the decoded text.
const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * The page and metadata of one listing root (`cars-for-sale`, `{condition}-cars-for-sale`). Each root is its own
 * static folder rather than one `[listing]` segment: a dynamic first segment would catch every unknown address
 * (an inventory read per typo) and collide with any later top-level page route.
 *
 * The page reads only its path (src/proxy.ts moves the query into the last segment) and cached data, so each URL
 * renders once, blocking (`instant = false`, no loading boundary: results arrive in document order and work
 * without JavaScript), and is then kept as an ISR entry until a vehicles or settings hook expires its tags. A
 * blocking render is also what lets notFound() and permanentRedirect() answer real 404 and 308 statuses.
 */
export function listingRoute(root: string, locale: Locale = DEFAULT_LOCALE) {
  async function resolve({ params }: ListingRouteProps) {
    const split = splitQuerySegment((await params).segments?.map(decode) ?? [])
    if (split.segments[0] === BUILD_PROBE_SEGMENT) return { outcome: { kind: 'not-found' } as const, split }
    const outcome = await resolveInventoryRequest(root, split.segments, split.query)
    return { outcome, split }
  }

  /** Title, description, canonical link and robots of a listing or a vehicle detail page. */
  async function generateMetadata(props: ListingRouteProps): Promise<Metadata> {
    const { outcome, split } = await resolve(props)
    if (outcome.kind === 'listing') return localizeMetadata(await listingMetadata(outcome, split.hasQueryString, locale), locale)
    if (outcome.kind === 'vehicle') {
      return localizeMetadata(await vehicleDetailMetadata(outcome.conditionSegment, outcome.slugSegment, locale), locale)
    }
    return {}
  }

  /**
   * Search results and, for one segment the grammar does not know but the vehicle path accepts, the vehicle
   * detail page. Non-canonical listing paths redirect permanently; unknown ones are 404s.
   */
  async function ListingPage(props: ListingRouteProps) {
    const { outcome } = await resolve(props)
    if (outcome.kind === 'redirect') permanentRedirect(localePath(outcome.location, locale))
    if (outcome.kind === 'not-found') notFound()
    if (outcome.kind === 'vehicle') {
      return (
        <VehicleDetailPage conditionSegment={outcome.conditionSegment} slugSegment={outcome.slugSegment} locale={locale} />
      )
    }
    return <InventoryListing request={outcome} locale={locale} />
  }

  /** The build probe: see BUILD_PROBE_SEGMENT. */
  function generateStaticParams(): { segments: string[] }[] {
    return [{ segments: [BUILD_PROBE_SEGMENT] }]
  }

  return { generateMetadata, generateStaticParams, ListingPage }
}
