'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { PaymentSettings } from '@/lib/payments/types'

const PricingSettingsContext = createContext<PaymentSettings | null>(null)

/** Hands the store's payment settings once to every personalised payment under it (not once per card). */
export function PricingSettingsProvider({ settings, children }: { settings: PaymentSettings; children: ReactNode }) {
  return <PricingSettingsContext.Provider value={settings}>{children}</PricingSettingsContext.Provider>
}

export function usePricingSettings(): PaymentSettings {
  const settings = useContext(PricingSettingsContext)
  if (!settings) throw new Error('usePricingSettings needs a PricingSettingsProvider')
  return settings
}
