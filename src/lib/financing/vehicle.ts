/**
 * The vehicle a pre-approval is about, when the visitor came from a vehicle page (`?vin=`). Pure.
 */
import { z } from 'zod'

import type { Vehicle } from '@/payload-types'

/** A VIN as the query carries it: 17 letters and digits, any case. */
export const vinQuery = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{17}$/i)
  .transform((vin) => vin.toUpperCase())

/** The VIN of `?vin=` when it is one (the first, if repeated); anything else is ignored, never an error. */
export function vinFromQuery(value: string | string[] | undefined): string | null {
  const parsed = vinQuery.safeParse(Array.isArray(value) ? value[0] : value)
  return parsed.success ? parsed.data : null
}

/** What the form shows and posts about the vehicle. */
export interface FinancingVehicle {
  id: string
  title: string
}

/**
 * The vehicle to name on the form: only one a visitor can see and buy. Reserve vehicles stay hidden (the VDP
 * answers 404 for them) and sold ones are no longer for sale.
 */
export function financingVehicleOf(
  vehicle: Pick<Vehicle, 'id' | 'year' | 'make' | 'model' | 'trim' | 'status' | 'reserve'> | null,
): FinancingVehicle | null {
  if (!vehicle || vehicle.reserve || vehicle.status !== 'available') return null
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ')
  return { id: vehicle.id, title }
}
