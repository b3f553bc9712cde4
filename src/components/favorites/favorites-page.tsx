import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import type { VehicleListPage } from '@/lib/data/favorites'
import { favoritesHref, MAX_COMPARE } from '@/lib/favorites/vin-list'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'

import { FavoriteCard } from './favorite-card'
import { FavoritesFromStorage } from './favorites-from-storage.client'
import { ShareLink } from './share-link.client'

/**
 * /favorites: the cars of the link (a visitor's own list arrives here from their browser's storage), each card
 * with its heart, sold ones marked sold; a link to share the list; and a plain GET form choosing up to 4 of them
 * for /compare, so comparing needs no JavaScript.
 */
export function FavoritesPage({ data, fromLink }: { data: VehicleListPage; fromLink: boolean }) {
  const { listed, settings, message, vins } = data
  const comparable = listed.flatMap((item) => (item.state === 'gone' ? [] : [item.vehicle]))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-print-alone>
      <h1 className="text-3xl font-bold text-ink-900">Favorites</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-ink-900">
          {message}
        </p>
      )}
      {!fromLink ? (
        <div className="mt-6">
          <FavoritesFromStorage />
        </div>
      ) : vins.length === 0 ? (
        <p className="mt-6 text-ink-700">This link lists no vehicles.</p>
      ) : (
        <>
          <p className="mt-2 text-ink-700">
            {vins.length} {vins.length === 1 ? 'vehicle' : 'vehicles'}. Anyone with the link sees this list.
          </p>
          <ShareLink href={favoritesHref(vins)} label="Link to share this list" />
          <PricingSettingsProvider settings={paymentSettingsOf(settings)}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {listed.map((item) => (
                <li key={item.vin}>
                  <FavoriteCard item={item} settings={settings} />
                </li>
              ))}
            </ul>
          </PricingSettingsProvider>
          {comparable.length > 1 && (
            <form action="/compare" method="get" className="mt-8 rounded-xl border border-line p-4 print:hidden">
              <fieldset>
                <legend className="text-lg font-bold text-ink-900">Compare up to {MAX_COMPARE} side by side</legend>
                <ul className="mt-2 grid gap-1 sm:grid-cols-2">
                  {comparable.map((vehicle, index) => (
                    <li key={vehicle.vin}>
                      <label className="flex min-h-11 items-center gap-3">
                        <input type="checkbox" name="vins" value={vehicle.vin} defaultChecked={index < MAX_COMPARE} className="size-5" />
                        {[vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')}
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
              <button
                type="submit"
                className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white hover:bg-brand-900"
              >
                Compare selected
              </button>
            </form>
          )}
        </>
      )}
    </div>
  )
}
