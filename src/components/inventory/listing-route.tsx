import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'

import { VehicleDetailPage } from '@/components/vehicle-detail/vehicle-detail-page'
import { listingMetadata } from '@/lib/data/inventory-metadata'
import { resolveInventoryRequest } from '@/lib/data/inventory-request'
import { vehicleDetailMetadata } from '@/lib/data/vehicle-detail'

import { InventoryListing } from './inventory-listing'

/** Props Next hands a `{root}/[[...segments]]` page. */
export type ListingRouteProps = {
  params: Promise<{ segments?: string[] }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

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
 * (an inventory read per typo) and collide with any later top-level page route. The pages export
 * `instant = false` and have no loading boundary, so results arrive in document order and work without
 * JavaScript. The prerendered shell still leaves with 200, so a redirect or 404 decided here is a client-side
 * redirect / noindex page (known gap of issue 3: real 308/404/410 statuses are still to do).
 */
export function listingRoute(root: string) {
  async function resolve({ params, searchParams }: ListingRouteProps) {
    const [{ segments }, query] = await Promise.all([params, searchParams])
    const outcome = await resolveInventoryRequest(root, segments?.map(decode), query)
    return { outcome, query }
  }

  /** Title, description, canonical link and robots of a listing or a vehicle detail page. */
  async function generateMetadata(props: ListingRouteProps): Promise<Metadata> {
    const { outcome, query } = await resolve(props)
    if (outcome.kind === 'listing') return listingMetadata(outcome, query)
    if (outcome.kind === 'vehicle') return vehicleDetailMetadata(outcome.conditionSegment, outcome.slugSegment)
    return {}
  }

  /**
   * Search results and, for one segment the grammar does not know but the vehicle path accepts, the vehicle
   * detail page. Non-canonical listing paths redirect permanently; unknown ones are 404s.
   */
  async function ListingPage(props: ListingRouteProps) {
    const { outcome } = await resolve(props)
    if (outcome.kind === 'redirect') permanentRedirect(outcome.location)
    if (outcome.kind === 'not-found') notFound()
    if (outcome.kind === 'vehicle') {
      return <VehicleDetailPage conditionSegment={outcome.conditionSegment} slugSegment={outcome.slugSegment} />
    }
    return <InventoryListing request={outcome} />
  }

  return { generateMetadata, ListingPage }
}
