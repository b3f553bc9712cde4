import { ItemEvent } from '@/components/tracking/item-event.client'
import { LockedPrice } from '@/components/unlock/locked-price.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import { getSimilarVehicles } from '@/lib/data/vehicle-detail'
import type { StoreSetting, Vehicle } from '@/payload-types'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { vehicleList } from '@/lib/tracking/item-events'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

type SimilarVehiclesProps = {
  vehicle: Pick<Vehicle, 'id' | 'make' | 'bodyStyle'>
  /** The store's unlock-price flags: a locked condition's price stays out of the page, as on the vehicle itself. */
  unlockPrice?: StoreSetting['unlockPrice']
  locale?: Locale
}

/** Four available vehicles of the same body style or make; streamed in behind a skeleton. */
export async function SimilarVehicles({ vehicle, unlockPrice, locale = DEFAULT_LOCALE }: SimilarVehiclesProps) {
  const vehicles = await getSimilarVehicles(vehicle, 4)
  if (vehicles.length === 0) {
    return <p className="text-ink-600">{t('inventory.vdp.noSimilar', locale)}</p>
  }
  return (
    <>
      <ItemEvent name="view_item_list" details={vehicleList('similar-vehicles', 'Similar vehicles', vehicles)} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {vehicles.map((similar) => {
          const locked = isPriceLocked(unlockPrice, similar.condition)
          const title = `${similar.year} ${similar.make} ${similar.model}`
          return (
            <li key={similar.id}>
              <VehicleCard
                vehicle={similar}
                priceLocked={locked}
                locale={locale}
                lockedPrice={
                  locked && <LockedPrice vehicleId={similar.id} title={title} fallbackHref="/contact-us" variant="card" />
                }
              />
            </li>
          )
        })}
      </ul>
    </>
  )
}
