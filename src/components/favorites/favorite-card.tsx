import { FavoriteButton } from '@/components/favorites/favorite-button.client'
import { PersonalPayment } from '@/components/pricing/personal-payment.client'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import type { VehiclePageSettings } from '@/lib/data/vehicle-detail'
import type { ListedVehicle } from '@/lib/favorites/listed'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { paymentEstimate } from '@/lib/payments'
import { isPriceLocked } from '@/lib/vehicles/price-lock'
import type { Vehicle } from '@/payload-types'

/**
 * One favorite: the inventory card (its heart included), marked 'Sold' in place of the price once sold, or a
 * plain note for a car no longer listed at all, with its heart so the visitor can let it go.
 */
export function FavoriteCard({
  item,
  settings,
  locale = DEFAULT_LOCALE,
}: {
  item: ListedVehicle<Vehicle>
  settings: VehiclePageSettings
  locale?: Locale
}) {
  if (item.state === 'gone') {
    return (
      <article className="relative flex h-full flex-col rounded-xl border border-line bg-surface p-4">
        <h2 className="pr-12 text-base font-bold text-ink-900">{t('inventory.favorites.goneTitle', locale)}</h2>
        <p className="mt-1 text-sm text-ink-700">
          {t('inventory.favorites.goneText', locale).replace('{vin}', item.vin)}
        </p>
        <div className="absolute right-2 top-2">
          <FavoriteButton vin={item.vin} name={t('inventory.favorites.goneName', locale).replace('{vin}', item.vin)} variant="detail" />
        </div>
      </article>
    )
  }
  const { vehicle } = item
  const sold = item.state === 'sold'
  const locked = !sold && isPriceLocked(settings.unlockPrice, vehicle.condition)
  const monthly = sold || locked ? null : (paymentEstimate(vehicle, {}, settings)?.monthly ?? null)
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}`
  return (
    <VehicleCard
      vehicle={vehicle}
      monthly={monthly}
      badges={sold ? [t('inventory.card.sold', locale)] : []}
      priceLocked={sold || locked}
      lockedPrice={
        sold ? (
          <p className="text-xl font-bold text-ink-900">{t('inventory.card.sold', locale)}</p>
        ) : (
          locked && <LockedPrice vehicleId={vehicle.id} title={title} fallbackHref="/contact-us" variant="card" />
        )
      }
      personalPayment={!sold && !locked && <PersonalPayment vehicle={{ price: vehicle.price, year: vehicle.year }} variant="card" />}
      headingLevel="h2"
      locale={locale}
    />
  )
}
