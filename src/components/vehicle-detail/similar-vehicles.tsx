import { LockedPrice } from '@/components/unlock/locked-price.client'
import { VehicleCard } from '@/components/vehicles/vehicle-card'
import { getSimilarVehicles } from '@/lib/data/vehicle-detail'
import type { StoreSetting, Vehicle } from '@/payload-types'
import { isPriceLocked } from '@/lib/vehicles/price-lock'

type SimilarVehiclesProps = {
  vehicle: Pick<Vehicle, 'id' | 'make' | 'bodyStyle'>
  /** The store's unlock-price flags: a locked condition's price stays out of the page, as on the vehicle itself. */
  unlockPrice?: StoreSetting['unlockPrice']
}

/** Four available vehicles of the same body style or make; streamed in behind a skeleton. */
export async function SimilarVehicles({ vehicle, unlockPrice }: SimilarVehiclesProps) {
  const vehicles = await getSimilarVehicles(vehicle, 4)
  if (vehicles.length === 0) {
    return <p className="text-ink-600">No similar vehicles are listed right now.</p>
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {vehicles.map((similar) => {
        const locked = isPriceLocked(unlockPrice, similar.condition)
        const title = `${similar.year} ${similar.make} ${similar.model}`
        return (
          <li key={similar.id}>
            <VehicleCard
              vehicle={similar}
              priceLocked={locked}
              lockedPrice={
                locked && <LockedPrice vehicleId={similar.id} title={title} fallbackHref="/contact-us" variant="card" />
              }
            />
          </li>
        )
      })}
    </ul>
  )
}
