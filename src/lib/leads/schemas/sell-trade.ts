/**
 * Sell or trade: the visitor's own vehicle (year, make, model, mileage, condition…), whether they sell it or
 * trade it in, and the trade-in questionnaire answers. The vehicle they trade toward, if any, is `vehicleId`.
 */
import { z } from 'zod'

import { VIN_PATTERN } from '@/lib/vin/check-digit'

import {
  LIMITS,
  MESSAGES,
  choice,
  optionalChoice,
  optionalMessage,
  optionalText,
  vehicleMake,
  vehicleMileage,
  vehicleModel,
  vehiclePrice,
  vehicleYear,
} from '../validation'

import { contextFields, group, userFields } from './common'

/** Sell outright, or trade in toward another vehicle (ADF interest sell / trade-in). */
export const SELL_TRADE_INTENTS = ['sell', 'trade'] as const
/** Condition answers of the trade-in questionnaire (SPEC section 3). */
export const TRADE_CONDITIONS = ['great', 'good', 'fair', 'poor'] as const
/** Finance type answers of the trade-in questionnaire (SPEC section 3). */
export const TRADE_FINANCE_TYPES = ['none', 'loan', 'finance'] as const

/** The most questionnaire answers a submission may carry. */
export const MAX_TRADE_ANSWERS = 50

const isVin = (value: string): boolean => VIN_PATTERN.test(value.toUpperCase())

const answerValue = z.union([
  z.string().trim().max(LIMITS.text),
  z.number().finite(),
  z.boolean(),
  z.array(z.string().trim().max(LIMITS.shortText)).max(LIMITS.listItems),
])

/** The vehicle the visitor sells or trades; price is what they hope to get (optional). */
export const tradeVehicleSchema = group({
  year: vehicleYear(),
  make: vehicleMake(),
  model: vehicleModel(),
  mileage: vehicleMileage(),
  trim: optionalText({ max: LIMITS.shortText }),
  vin: optionalText({ max: 17, valid: isVin, invalid: 'Please enter a valid 17-character VIN' }).transform((value) =>
    value?.toUpperCase(),
  ),
  condition: optionalChoice(TRADE_CONDITIONS),
  financeType: optionalChoice(TRADE_FINANCE_TYPES),
  price: vehiclePrice(),
  comments: optionalMessage(),
})

/** `sell-trade`. */
export const sellTradeSchema = z.object({
  ...contextFields,
  ...userFields,
  intent: choice(SELL_TRADE_INTENTS),
  trade: tradeVehicleSchema,
  /** Trade-in questionnaire answers by questionId. */
  answers: z
    .record(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), answerValue, { error: MESSAGES.invalidRequest })
    .refine((answers) => Object.keys(answers).length <= MAX_TRADE_ANSWERS, MESSAGES.invalidRequest)
    .optional(),
})
export type SellTradeInput = z.input<typeof sellTradeSchema>
export type SellTradeData = z.output<typeof sellTradeSchema>
