import { VehicleCard } from '@/components/vehicles/vehicle-card'
import { getInventorySettings } from '@/lib/data/inventory'
import { getNewestVehicles } from '@/lib/data/vehicles'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

/**
 * The newest available vehicles as cards, or a friendly note while the inventory is empty. A condition whose
 * prices the store settings lock shows 'Unlock price' (a link to the vehicle page's unlock) instead of the price.
 */
export async function NewestVehicles() {
  const [vehicles, { unlockPrice }] = await Promise.all([getNewestVehicles(8), getInventorySettings()])
  if (vehicles.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface p-8 text-center text-ink-600">
        No vehicles are listed right now. Please check back soon.
      </p>
    )
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <VehicleCard vehicle={vehicle} priceLocked={isPriceLocked(unlockPrice, vehicle.condition)} />
        </li>
      ))}
    </ul>
  )
}
