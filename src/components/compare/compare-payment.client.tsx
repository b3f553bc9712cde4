'use client'

import { useSyncExternalStore } from 'react'

import { useTranslate } from '@/components/i18n/use-translate.client'
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
  const tr = useTranslate()
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
      {formatPrice(Math.ceil(monthly))}/{tr('inventory.compare.mo')} <span className="block text-xs font-normal text-ink-700">{tr('inventory.compare.terms')}</span>
    </span>
  )
}
