'use client'

import { useSyncExternalStore } from 'react'

import { usePricingSettings } from '@/components/pricing/pricing-settings.client'
import { termsStore } from '@/components/pricing/terms-store'
import { formatPrice } from '@/lib/format'
import type { PricedVehicle } from '@/lib/payments/types'
import { personalMonthly } from '@/lib/pricing/personal-payment'

/**
 * A compare cell's monthly payment: the visitor's own, from the terms they finished in the pricing wizard
 * (pricingTerms cookie, read after hydration), else the store's standard estimate the server rendered.
 */
export function ComparePayment({ vehicle, standard }: { vehicle: PricedVehicle; standard: string }) {
  const settings = usePricingSettings()
  const terms = useSyncExternalStore(termsStore.subscribe, termsStore.getSnapshot, termsStore.getServerSnapshot)
  const monthly = terms ? personalMonthly(vehicle, terms, settings) : null
  if (monthly === null) {
    return (
      <>
        {standard}
        <span aria-hidden="true">*</span>
      </>
    )
  }
  return (
    <span data-personal-payment>
      {formatPrice(Math.ceil(monthly))}/mo <span className="block text-xs font-normal text-ink-700">with your terms</span>
    </span>
  )
}
