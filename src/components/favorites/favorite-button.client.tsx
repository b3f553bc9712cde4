'use client'

import { useSyncExternalStore } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackItemEvent } from '@/components/tracking/track'
import { MAX_FAVORITES } from '@/lib/favorites/vin-list'

import { favoritesStore } from './favorites-store'
import { HeartIcon } from './heart-icon'

const LOOK = {
  // Over a card's picture, above its stretched link.
  card: 'absolute right-2 top-2 z-10 size-11 rounded-full bg-white/95 shadow-sm',
  detail: 'size-11 rounded-full border border-line bg-white',
} as const

/**
 * The heart of a card or vehicle page: a toggle button (aria-pressed) naming the car, kept in the visitor's
 * localStorage. It gets the VIN and the name only, so a search page sends nothing else of its cards to the
 * browser; the pressed state appears after hydration (cached HTML is the same for everyone). Saving a car is the
 * shopper's commitment to it short of a lead: with the vehicle's id it reports add_to_cart (docs/consent-and-tracking.md).
 */
export function FavoriteButton({
  vin,
  name,
  variant,
  vehicleId,
}: {
  vin: string
  name: string
  variant: keyof typeof LOOK
  vehicleId?: string | number
}) {
  const favorites = useSyncExternalStore(favoritesStore.subscribe, favoritesStore.getSnapshot, favoritesStore.getServerSnapshot)
  const toast = useToast()
  const tr = useTranslate()
  const saved = favorites.some((favorite) => favorite.vin === vin)
  return (
    <button
      type="button"
      aria-pressed={saved}
      data-favorite-vin={vin}
      onClick={() => {
        const change = favoritesStore.toggle({ vin, name })
        if (change === 'added' && vehicleId !== undefined) {
          trackItemEvent('add_to_cart', { items: [{ id: String(vehicleId), name }] })
        }
        if (change === 'full') {
          toast.show({
            severity: 'warn',
            summary: tr('inventory.favorites.favoritesFull'),
            detail: tr('inventory.favorites.canKeepUpMax', { max: MAX_FAVORITES }),
          })
        }
      }}
      className={`${LOOK[variant]} inline-grid place-items-center text-brand-700 hover:bg-brand-50 print:hidden`}
    >
      <HeartIcon filled={saved} className="size-6" />
      <span className="sr-only">{tr('inventory.favorites.saveNameFavorites', { name })}</span>
    </button>
  )
}
