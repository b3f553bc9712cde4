'use client'

import { useEffect } from 'react'

import { openingOfHash, positionOf, type OpeningChoice } from './positions'

/**
 * The openings' "Apply" links (`#apply-{slug}`, see applyHash) pick their position in the careers form, whose
 * `choose` puts focus on it (bringing the form into view), so a keyboard or screen-reader user lands where they
 * type. Read on load too, so a shared link to an opening's application works. Waits for `ready` (the form is
 * disabled, and so unfocusable, until hydrated).
 */
export function useApplyLinks(
  openings: readonly OpeningChoice[],
  choose: (position: string) => void,
  ready: boolean,
): void {
  useEffect(() => {
    if (!ready) return
    const pick = (hash: string) => {
      const opening = openingOfHash(openings, hash)
      if (opening) choose(positionOf(opening))
    }
    const onHashChange = () => pick(window.location.hash)
    // A second click on the same link changes no hash, so the clicks themselves are read as well.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="#apply-"]') : null
      if (link) setTimeout(() => pick(link.hash))
    }
    onHashChange()
    window.addEventListener('hashchange', onHashChange)
    document.addEventListener('click', onClick)
    return () => {
      window.removeEventListener('hashchange', onHashChange)
      document.removeEventListener('click', onClick)
    }
  }, [openings, choose, ready])
}
