import type { Metadata } from 'next'

import { ComparePage } from '@/components/compare/compare-page'
import { getVehicleListPage, vehicleListMetadata } from '@/lib/data/favorites'
import { MAX_COMPARE } from '@/lib/favorites/vin-list'

/** Allowed to block: the table renders from the link on the server, so it works (and prints) without JavaScript. */
export const instant = false

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ searchParams }: PageProps) {
  const { vins } = await searchParams
  return getVehicleListPage(vins, MAX_COMPARE)
}

/** 'Compare vehicles | {dealer}'; noindex, follow (a per-visitor page). */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const data = await load(props)
  return vehicleListMetadata('Compare vehicles', data.settings)
}

/** /compare?vins=…: up to 4 vehicles side by side, differences highlighted. */
export default async function CompareRoute(props: PageProps) {
  return <ComparePage data={await load(props)} />
}
