'use client'

import { useSyncExternalStore } from 'react'

import { formatPrice } from '@/lib/format'
import type { PricedVehicle } from '@/lib/payments/types'
import { personalMonthly } from '@/lib/pricing/personal-payment'
import { LOCKED_PAYMENT_TEXT } from '@/lib/pricing/terms'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { usePricingSettings } from './pricing-settings.client'
import { termsStore } from './terms-store'

const LOOK = { card: 'text-sm', detail: 'text-base' } as const

/**
 * The visitor's own monthly payment for a vehicle: SPEC section 4's 'Finish your terms to customize...' until the
 * pricing wizard is finished, then the payment computed here from the price and the pricingTerms cookie. Pass only
 * the price and year: every field of the prop is written into the page's RSC payload, once per card.
 */
export function PersonalPayment({ vehicle, variant }: { vehicle: PricedVehicle; variant: keyof typeof LOOK }) {
  const tr = useTranslate()
  const settings = usePricingSettings()
  const terms = useSyncExternalStore(termsStore.subscribe, termsStore.getSnapshot, termsStore.getServerSnapshot)
  const monthly = terms ? personalMonthly(vehicle, terms, settings) : null
  if (terms && monthly === null) return null
  return (
    <p className={`${LOOK[variant]} text-ink-700`} data-personal-payment>
      <span className="font-semibold text-ink-900">{tr('Your payment: ')}</span>
      {monthly === null ? tr(LOCKED_PAYMENT_TEXT) : tr('{price}/mo', { price: formatPrice(Math.ceil(monthly)) })}
    </p>
  )
}
