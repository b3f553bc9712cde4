import { VehicleCard } from '@/components/vehicles/vehicle-card'
import { getSimilarVehicles } from '@/lib/data/vehicle-detail'
import type { Vehicle } from '@/payload-types'

/** Four available vehicles of the same body style or make; streamed in behind a skeleton. */
export async function SimilarVehicles({ vehicle }: { vehicle: Pick<Vehicle, 'id' | 'make' | 'bodyStyle'> }) {
  const vehicles = await getSimilarVehicles(vehicle, 4)
  if (vehicles.length === 0) {
    return <p className="text-ink-600">No similar vehicles are listed right now.</p>
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {vehicles.map((similar) => (
        <li key={similar.id}>
          <VehicleCard vehicle={similar} />
        </li>
      ))}
    </ul>
  )
}
