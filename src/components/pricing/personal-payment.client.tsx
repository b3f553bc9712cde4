'use client'

import { useSyncExternalStore } from 'react'

import { formatPrice } from '@/lib/format'
import type { PricedVehicle } from '@/lib/payments/types'
import { LOCKED_PAYMENT_TEXT } from '@/lib/pricing/terms'
import { loadOnce } from '@/lib/ui/load-once'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { useLoadOnce } from '@/components/ui/use-load-once.client'

import { usePricingSettings } from './pricing-settings.client'
import { termsStore } from './terms-store'

const LOOK = { card: 'text-sm', detail: 'text-base' } as const

// The payment math (fees, rates, finance and lease) is needed only once a visitor has finished terms; most visitors
// of a search page have none, so it loads then, once for every card of the page.
const calculator = loadOnce(() => import('@/lib/pricing/personal-payment').then((module) => module.personalMonthly))

/**
 * The visitor's own monthly payment for a vehicle: 'Finish your terms to customize...' until the
 * pricing wizard is finished, then the payment computed here from the price and the pricingTerms cookie. Pass only
 * the price and year: every field of the prop is written into the page's RSC payload, once per card.
 */
export function PersonalPayment({ vehicle, variant }: { vehicle: PricedVehicle; variant: keyof typeof LOOK }) {
  const tr = useTranslate()
  const settings = usePricingSettings()
  const terms = useSyncExternalStore(termsStore.subscribe, termsStore.getSnapshot, termsStore.getServerSnapshot)
  const math = useLoadOnce(calculator, terms !== null)
  const monthly = terms && math ? math(vehicle, terms, settings) : null
  if (terms && math && monthly === null) return null
  return (
    <p className={`${LOOK[variant]} text-ink-700`} data-personal-payment>
      <span className="font-semibold text-ink-900">{tr('finance.pricing.payment')}</span>
      {/* With terms, the figure appears as soon as the math has loaded (a moment); the line keeps its place. */}
      {terms ? monthly !== null && tr('finance.pricing.priceMo', { price: formatPrice(Math.ceil(monthly)) }) : tr.text(LOCKED_PAYMENT_TEXT)}
    </p>
  )
}
