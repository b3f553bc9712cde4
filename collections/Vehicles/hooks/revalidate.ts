import type { Vehicle } from '@/payload-types'
import { revalidateCollection } from '@/lib/cache/revalidate'
import { TAGS } from '@/lib/cache/tags'

/** Expires the inventory lists and the vehicle's own page (old and new slug share the id tag). */
export const revalidateVehicle = revalidateCollection<Pick<Vehicle, 'id'>>((doc) => [
  TAGS.vehicles,
  TAGS.vehicle(String(doc.id)),
])
