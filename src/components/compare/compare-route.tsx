import type { Metadata } from 'next'

import { getVehicleListPage, vehicleListMetadata } from '@/lib/data/favorites'
import { MAX_COMPARE } from '@/lib/favorites/vin-list'
import { t } from '@/lib/i18n'
import type { Locale } from '@/lib/i18n/locales'

import { ComparePage } from './compare-page'

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /compare?vins=… in a language: the English route and its Spanish wrapper share it. */
export function compareRoute(locale: Locale) {
  async function load({ searchParams }: PageProps) {
    const { vins } = await searchParams
    return getVehicleListPage(vins, MAX_COMPARE)
  }

  /** 'Compare vehicles | {dealer}'; noindex, follow (a per-visitor page). */
  async function generateMetadata(props: PageProps): Promise<Metadata> {
    const data = await load(props)
    return vehicleListMetadata(t('inventory.compare.title', locale), data.settings)
  }

  /** Up to 4 vehicles side by side, differences highlighted. */
  async function CompareRoute(props: PageProps) {
    return <ComparePage data={await load(props)} locale={locale} />
  }

  return { generateMetadata, CompareRoute }
}
