'use client'

import { useEffect, useSyncExternalStore } from 'react'

import { priceStore } from '@/components/unlock/price-store'
import type { PaymentSettings } from '@/lib/payments'

import { PaymentCalculator } from './calculator.client'

/**
 * The payment calculator of a vehicle whose price is locked: the page carries no price, so it appears once the
 * visitor has unlocked prices and the price has been fetched.
 */
export function UnlockedCalculator({ vehicleId, settings }: { vehicleId: string; settings: PaymentSettings }) {
  const { prices } = useSyncExternalStore(priceStore.subscribe, priceStore.getSnapshot, priceStore.getServerSnapshot)
  useEffect(() => priceStore.want(vehicleId), [vehicleId])
  const price = prices[vehicleId]
  if (!price) return null
  return (
    <div className="rounded-xl border border-line p-4">
      <PaymentCalculator vehicle={{ price: price.price, year: price.modelYear ?? price.year }} settings={settings} />
    </div>
  )
}
