import type { CollectionBeforeChangeHook } from 'payload'

import type { Vehicle } from '@/payload-types'
import { previousPriceAfter } from '@/lib/vehicles/price-drop'
import { vehicleSlug, vehicleTitle } from '@/lib/vehicles/slug'

/**
 * Sets the title, the slug and the price-drop marker from the other fields. A partial API update sends only the
 * fields it changes, so each value falls back to the stored document.
 */
export const deriveFields: CollectionBeforeChangeHook<Vehicle> = ({ data, originalDoc }) => {
  const current = <K extends keyof Vehicle>(key: K): Vehicle[K] | undefined =>
    data[key] !== undefined ? data[key] : originalDoc?.[key]

  const parts = {
    year: current('year'),
    make: current('make'),
    model: current('model'),
    trim: current('trim'),
  }
  return {
    ...data,
    title: vehicleTitle(parts),
    slug: vehicleSlug({ ...parts, vin: current('vin') }),
    previousPrice: previousPriceAfter({
      price: current('price'),
      oldPrice: originalDoc?.price,
      previousPrice: current('previousPrice'),
    }),
  }
}
