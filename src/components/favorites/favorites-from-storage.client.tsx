'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLocale } from '@/components/i18n/locale-context.client'
import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { favoritesHref } from '@/lib/favorites/vin-list'
import { localePath } from '@/lib/i18n/locales'

import { favoritesStore } from './favorites-store'

/**
 * /favorites without a list in its link: the visitor's own favorites live in this browser, so once hydrated the
 * page moves to their shareable address (`/favorites?vins=…`), which the server renders. Nothing stored: an
 * empty state pointing at the inventory.
 */
export function FavoritesFromStorage() {
  const favorites = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot, favoritesStore.getServerSnapshot)
  const hydrated = useHydrated()
  const router = useRouter()
  // /es/favorites stays in Spanish.
  const locale = useLocale()
  const tr = useTranslate()
  useEffect(() => {
    if (favorites.length > 0) router.replace(localePath(favoritesHref(favorites.map((favorite) => favorite.vin)), locale))
  }, [favorites, router, locale])

  if (!hydrated || favorites.length > 0) return <p role="status">{tr('inventory.favorites.loadingFavorites')}</p>
  return (
    <div role="status" className="rounded-xl border border-line bg-surface p-6">
      <p className="font-semibold text-ink-900">{tr('inventory.favorites.haveNoFavoritesYet')}</p>
      <p className="mt-1 text-ink-700">{tr('inventory.favorites.tapHeartAnyCar')}</p>
      <Link href="/cars-for-sale" className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
        {tr('inventory.favorites.browseCarsSale')}
      </Link>
    </div>
  )
}
