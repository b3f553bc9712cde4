'use client'

import { useEffect } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { MAX_FAVORITES } from '@/lib/favorites/vin-list'

import { favoritesStore } from './favorites-store'
import { HEART_LABEL } from './heart-look'

/** The hearts FavoriteHeart renders on the server (its name in the attribute). */
const SELECTOR = 'button[data-favorite-heart]'

/**
 * Every server-rendered heart of the page (FavoriteHeart) behaves as FavoriteButton: pressed when its car is in the
 * visitor's favorites (also after a change in another tab, or hearts arriving with an in-place navigation), a click
 * toggles it, a full list says so in a toast. One listener and one store subscription for the page.
 */
export function FavoriteHearts() {
  const toast = useToast()
  const tr = useTranslate()
  useEffect(() => {
    const paint = () => {
      const saved = new Set(favoritesStore.getSnapshot().map((favorite) => favorite.vin))
      for (const heart of document.querySelectorAll<HTMLButtonElement>(SELECTOR)) {
        const pressed = String(saved.has(heart.dataset.favoriteVin ?? ''))
        if (heart.getAttribute('aria-pressed') !== pressed) heart.setAttribute('aria-pressed', pressed)
        heart.querySelector('svg')?.setAttribute('fill', pressed === 'true' ? 'currentColor' : 'none')
        // The name as tr() gives it (an experiment may word it differently from the server's text).
        const label = heart.querySelector('.sr-only')
        const text = tr(HEART_LABEL, { name: heart.dataset.favoriteHeart ?? '' })
        if (label && label.textContent !== text) label.textContent = text
      }
    }
    const onClick = (event: MouseEvent) => {
      const heart = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(SELECTOR) : null
      const vin = heart?.dataset.favoriteVin
      if (!heart || !vin) return
      if (favoritesStore.toggle({ vin, name: heart.dataset.favoriteHeart ?? '' }) === 'full') {
        toast.show({
          severity: 'warn',
          summary: tr('Favorites are full'),
          detail: tr('You can keep up to {max}; remove one first.', { max: MAX_FAVORITES }),
        })
      }
    }
    const unsubscribe = favoritesStore.subscribe(paint)
    // Hearts that arrive later: an in-place navigation to another results page, a part streamed in.
    const arrivals = new MutationObserver(paint)
    arrivals.observe(document.body, { childList: true, subtree: true })
    document.addEventListener('click', onClick)
    paint()
    return () => {
      unsubscribe()
      arrivals.disconnect()
      document.removeEventListener('click', onClick)
    }
  }, [toast, tr])
  return null
}
