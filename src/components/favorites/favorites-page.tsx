import { PricingSettingsProvider } from '@/components/pricing/pricing-settings.client'
import type { VehicleListPage } from '@/lib/data/favorites'
import { favoritesHref, MAX_COMPARE } from '@/lib/favorites/vin-list'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales'
import { translateText } from '@/lib/i18n/translate'
import { paymentSettingsOf } from '@/lib/pricing/personal-payment'

import { FavoriteCard } from './favorite-card'
import { FavoritesFromStorage } from './favorites-from-storage.client'
import { ShareLink } from './share-link.client'

/**
 * /favorites: the cars of the link (a visitor's own list arrives here from their browser's storage), each card
 * with its heart, sold ones marked sold; a link to share the list; and a plain GET form choosing up to 4 of them
 * for /compare, so comparing needs no JavaScript.
 */
export function FavoritesPage({
  data,
  fromLink,
  locale = DEFAULT_LOCALE,
}: {
  data: VehicleListPage
  fromLink: boolean
  locale?: Locale
}) {
  const { listed, settings, message, vins } = data
  const comparable = listed.flatMap((item) => (item.state === 'gone' ? [] : [item.vehicle]))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" data-print-alone>
      <h1 className="text-3xl font-bold text-ink-900">{t('inventory.favorites.title', locale)}</h1>
      {message && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-ink-900">
          {translateText(message, locale)}
        </p>
      )}
      {!fromLink ? (
        <div className="mt-6">
          <FavoritesFromStorage />
        </div>
      ) : vins.length === 0 ? (
        <p className="mt-6 text-ink-700">{t('inventory.favorites.noVehicles', locale)}</p>
      ) : (
        <>
          <p className="mt-2 text-ink-700">
            {vins.length === 1
              ? t('inventory.favorites.countOne', locale)
              : t('inventory.favorites.countMany', locale).replace('{count}', String(vins.length))}
          </p>
          <ShareLink href={localePath(favoritesHref(vins), locale)} label={t('inventory.favorites.share', locale)} />
          <PricingSettingsProvider settings={paymentSettingsOf(settings)}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {listed.map((item) => (
                <li key={item.vin}>
                  <FavoriteCard item={item} settings={settings} locale={locale} />
                </li>
              ))}
            </ul>
          </PricingSettingsProvider>
          {comparable.length > 1 && (
            <form action={localePath('/compare', locale)} method="get" className="mt-8 rounded-xl border border-line p-4 print:hidden">
              <fieldset>
                <legend className="text-lg font-bold text-ink-900">
                  {t('inventory.favorites.compareLegend', locale).replace('{max}', String(MAX_COMPARE))}
                </legend>
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
                {t('inventory.favorites.compareSelected', locale)}
              </button>
            </form>
          )}
        </>
      )}
    </div>
  )
}
