'use client'

import { useSyncExternalStore } from 'react'

import { LocaleLink as Link } from '@/components/i18n/locale-link.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { favoritesStore } from './favorites-store'
import { HeartIcon } from './heart-icon'

/** The header's link to /favorites with the visitor's count, which appears after hydration (cached header). */
export function FavoritesLink() {
  const tr = useTranslate()
  const count = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot, favoritesStore.getServerSnapshot).length
  return (
    <Link
      href="/favorites"
      className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-ink-700 hover:bg-brand-50 hover:text-brand-800"
    >
      <HeartIcon className="size-6" />
      <span className="sr-only">
        {tr('inventory.favorites.favorites')}
        {count > 0 && tr('inventory.favorites.countSaved', { count })}
      </span>
      {count > 0 && (
        <span aria-hidden className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {count}
        </span>
      )}
    </Link>
  )
}
