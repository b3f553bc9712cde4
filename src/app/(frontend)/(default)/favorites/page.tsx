import type { Metadata } from 'next'

import { FavoritesPage } from '@/components/favorites/favorites-page'
import { getVehicleListPage, vehicleListMetadata } from '@/lib/data/favorites'
import { MAX_FAVORITES } from '@/lib/favorites/vin-list'

/** Allowed to block: the list renders from the link on the server, so a shared link works without JavaScript. */
export const instant = false

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load({ searchParams }: PageProps) {
  const { vins } = await searchParams
  return { data: await getVehicleListPage(vins, MAX_FAVORITES), fromLink: vins !== undefined }
}

/** 'Favorites | {dealer}'; noindex, follow (a per-visitor page). */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { data } = await load(props)
  return vehicleListMetadata('Favorites', data.settings)
}

/** /favorites?vins=…: a shareable list of favorites; bare /favorites shows this browser's own list. */
export default async function FavoritesRoute(props: PageProps) {
  const { data, fromLink } = await load(props)
  return <FavoritesPage data={data} fromLink={fromLink} />
}
