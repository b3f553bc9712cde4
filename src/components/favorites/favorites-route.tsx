import type { Metadata } from 'next'

import { getVehicleListPage, vehicleListMetadata } from '@/lib/data/favorites'
import { MAX_FAVORITES } from '@/lib/favorites/vin-list'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'

import { FavoritesPage } from './favorites-page'

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /favorites?vins=… in a language: the English route and its Spanish wrapper share it. */
export function favoritesRoute(locale: Locale) {
  async function load({ searchParams }: PageProps) {
    const { vins } = await searchParams
    return { data: await getVehicleListPage(vins, MAX_FAVORITES), fromLink: vins !== undefined }
  }

  /** 'Favorites | {dealer}'; noindex, follow (a per-visitor page). */
  async function generateMetadata(props: PageProps): Promise<Metadata> {
    const { data } = await load(props)
    return vehicleListMetadata(t('inventory.favorites.title', locale), data.settings)
  }

  /** A shareable list of favorites; the bare page shows this browser's own list. */
  async function FavoritesRoute(props: PageProps) {
    const { data, fromLink } = await load(props)
    return <FavoritesPage data={data} fromLink={fromLink} locale={locale} />
  }

  return { generateMetadata, FavoritesRoute }
}
