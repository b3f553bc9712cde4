/**
 * Shapes shared by the payment modules. Type-only imports keep this folder free of Payload and Next at runtime.
 */
import type { StoreSetting } from '@/payload-types'
import type { SliderBounds } from '@/lib/settings/defaults'

/** The parts of the store-settings global the payment math reads; every field may be unset. */
export type PaymentSettings = Pick<StoreSetting, 'fees' | 'apr' | 'calculator' | 'financeDefaults'>

/** What the payment math needs of a vehicle; a vehicle without a price gets no estimate. */
export interface PricedVehicle {
  price: number | null | undefined
  year: number | null | undefined
}

/** A shopper's calculator choices as they arrive (search params, slider state); any of them may be missing. */
export interface CalculatorInput {
  cashDown?: number | null
  tradeEquity?: number | null
  creditScore?: number | null
  financeTerm?: number | null
  leaseTerm?: number | null
  leaseMiles?: number | null
}

/** Calculator choices after clamping, snapping and defaulting: every value is on its slider. */
export type CalculatorValues = { [K in keyof CalculatorInput]-?: number }

/** Resolved bounds of every slider; cash down also carries its percent-of-price default. */
export interface CalculatorBounds {
  cashDown: SliderBounds & { percentStep: number; defaultPercent: number }
  tradeEquity: SliderBounds
  creditScore: SliderBounds
  financeTerm: SliderBounds
  leaseTerm: SliderBounds
  leaseMiles: SliderBounds
}

export type FeeKey = 'documentaryFee' | 'thirtyDayDriveFee' | 'titleFee' | 'salesTax'

/** One line of the itemised fees and taxes. */
export interface FeeItem {
  key: FeeKey
  label: string
  amount: number
}
