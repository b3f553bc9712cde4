import type { SalesHours } from '@/lib/leads/intake/test-drive-slot'

/** What the test-drive dialog needs from the (cached) vehicle page; everything visitor-specific stays in the browser. */
export type TestDrivePlan = {
  vehicleId: string
  vehicleTitle: string
  /** The vehicle's location, where the test drive happens. */
  locationName: string | null
  /** The location's sales hours (or the store's) in the location's time zone. */
  sales: SalesHours
  /** Sales phone to call when no time suits or online scheduling is not possible. */
  phone: string | null
}
