import { ItemEvent } from '@/components/tracking/item-event.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import { getInventorySettings } from '@/lib/data/inventory'
import { getNewestVehicles } from '@/lib/data/vehicles'
import { t } from '@/lib/i18n'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { vehicleList } from '@/lib/tracking/item-events'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

/**
 * The newest available vehicles as cards, or a friendly note while the inventory is empty. A condition whose
 * prices the store settings lock shows 'Unlock price' (a link to the vehicle page's unlock) instead of the price.
 */
export async function NewestVehicles({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const [vehicles, { unlockPrice }] = await Promise.all([getNewestVehicles(8), getInventorySettings()])
  if (vehicles.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-ink-600">
        {t('inventory.noVehicles', locale)}
      </p>
    )
  }
  return (
    <>
      <ItemEvent name="view_item_list" details={vehicleList('newest-vehicles', 'Newest vehicles', vehicles)} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard vehicle={vehicle} priceLocked={isPriceLocked(unlockPrice, vehicle.condition)} locale={locale} />
          </li>
        ))}
      </ul>
    </>
  )
}
