import type { ServiceLocation } from '@/lib/data/service-schedule'

/** What the service form needs from the (cached) page: where appointments can be booked, and their hours. */
export type ServicePlan = {
  locations: ServiceLocation[]
  /** Preselected: the store's current location, else the first. */
  defaultLocationId: string
  /** The service phone, for when no time suits. */
  phone: string | null
}
