'use client'

import { lazy, Suspense, useCallback, useEffect, useState } from 'react'

import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { readBrowserCookies } from '@/lib/cookies/browser'
import { stripLocale } from '@/lib/i18n/locales'
import { RESERVE_MARKER_COOKIE } from '@/lib/visitor/reserve-cookie-names'
import type { ReserveCard as ReserveCardData } from '@/lib/visitor/reserve-match'

import { RESERVE_UNLOCKED_EVENT } from './reserve-events'

// The cards (and next/image with them) load only when a visitor who unlocked the reserve has cars to see: every
// other visitor of a search page, nearly all of them, never needs that script.
const ReserveCard = lazy(() => import('./reserve-card').then((module) => ({ default: module.ReserveCard })))

type State = { kind: 'hidden' } | { kind: 'shown'; vehicles: ReserveCardData[] } | { kind: 'failed' }

function hasMarker(): boolean {
  return readBrowserCookies()[RESERVE_MARKER_COOKIE] !== undefined
}

/**
 * The SRP's 'Private reserve' list, for visitors who unlocked it with the unlock-inventory form. The
 * page HTML is cached for everyone, so it holds nothing of the reserve: this section renders empty on the server,
 * then, when the marker cookie says this browser unlocked the reserve (or the popup announces it just did), asks
 * `GET /api/visitor/reserve` for the cars matching the current listing. A 403 (no valid signed cookie) shows
 * nothing.
 */
export function ReserveSection() {
  const [state, setState] = useState<State>({ kind: 'hidden' })
  const locale = useLocale()
  const tr = useTranslate()

  const load = useCallback(async () => {
    // The listing's English path: a Spanish page's /es prefix is not part of the search.
    const path = `${stripLocale(window.location.pathname).path}${window.location.search}`
    try {
      const response = await fetch(`/api/visitor/reserve?path=${encodeURIComponent(path)}`, { cache: 'no-store' })
      if (response.status === 403) return setState({ kind: 'hidden' })
      const body = (await response.json()) as { ok?: boolean; vehicles?: ReserveCardData[] }
      if (!response.ok || !body.ok || !Array.isArray(body.vehicles)) return setState({ kind: 'failed' })
      setState({ kind: 'shown', vehicles: body.vehicles })
    } catch {
      setState({ kind: 'failed' })
    }
  }, [])

  useEffect(() => {
    if (hasMarker()) void load()
    const onUnlocked = () => void load()
    window.addEventListener(RESERVE_UNLOCKED_EVENT, onUnlocked)
    return () => window.removeEventListener(RESERVE_UNLOCKED_EVENT, onUnlocked)
  }, [load])

  const count = state.kind === 'shown' ? state.vehicles.length : 0
  return (
    <>
      {/* Present from the first render, so the list's arrival after an unlock is announced. */}
      <p role="status" className="sr-only">
        {state.kind === 'shown' &&
          (count === 1
            ? tr('inventory.reserve.privateReserveUnlocked1')
            : tr('inventory.reserve.privateReserveUnlockedCount', { count }))}
      </p>
      {state.kind !== 'hidden' && (
        <section aria-labelledby="private-reserve-heading" className="mt-8 rounded-xl border border-line bg-surface p-4 sm:p-6">
          <h2 id="private-reserve-heading" className="text-lg font-bold text-ink-900">
            {tr('inventory.reserve.privateReserve')}
          </h2>
          {state.kind === 'failed' ? (
            <p className="mt-2 text-ink-700">{tr('inventory.reserve.couldNotLoadPrivate')}</p>
          ) : count === 0 ? (
            <p className="mt-2 text-ink-700">{tr('inventory.reserve.noVehiclesPrivateReserve')}</p>
          ) : (
            <>
              <p className="mt-2 text-ink-700">
                {tr('inventory.reserve.vehiclesHoldBackFrom')}
              </p>
              <Suspense fallback={null}>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {state.vehicles.map((vehicle) => (
                    <li key={vehicle.key}>
                      <ReserveCard vehicle={vehicle} tr={tr} locale={locale} />
                    </li>
                  ))}
                </ul>
              </Suspense>
            </>
          )}
        </section>
      )}
    </>
  )
}
