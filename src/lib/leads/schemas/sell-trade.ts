/**
 * Sell or trade: the visitor's own vehicle (year, make, model, mileage, condition…), whether they sell it or
 * trade it in, and the trade-in questionnaire answers. The vehicle they trade toward, if any, is `vehicleId`.
 */
import { z } from 'zod'

import { checkVin, IDENTIFY_BY } from '@/lib/trade-in/wizard'

import { plainText } from '../plain-text'

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
/** Condition answers of the trade-in questionnaire (great, good, fair, poor). */
export const TRADE_CONDITIONS = ['great', 'good', 'fair', 'poor'] as const
/** Finance type answers of the trade-in questionnaire (none, loan, finance). */
export const TRADE_FINANCE_TYPES = ['none', 'loan', 'finance'] as const

/** The most questionnaire answers a submission may carry. */
export const MAX_TRADE_ANSWERS = 50

/**
 * An optional VIN: spaces and dashes dropped, upper-cased, then refused when it is not 17 VIN characters or, for a
 * North American VIN, when its check digit does not hold (the wizard's messages, so browser and server agree).
 */
const optionalVin = () =>
  optionalText({ max: 40 })
    .transform((value) => value?.replace(/[\s-]+/g, '').toUpperCase() || undefined)
    .superRefine((vin, context) => {
      if (!vin) return
      const check = checkVin(vin)
      if (!check.ok) context.addIssue({ code: 'custom', message: check.message })
    })

/** The longest free-text answer of the questionnaire (a textarea such as the accident details). */
export const MAX_TRADE_ANSWER_LENGTH = 1000

/**
 * One questionnaire answer as the wizard sends it: plain text (a choice's value, a typed amount or a free-text
 * answer) or a price already read as whole dollars. Lists, booleans and objects are no answer to any question
 * type. Which of these a question takes, and which values, is checked against the stored questions
 * (src/lib/trade-in/questionnaire.ts).
 */
const answerValue = z.union(
  [plainText({ message: MESSAGES.invalidRequest, max: MAX_TRADE_ANSWER_LENGTH, multiline: true }), z.number().finite()],
  { error: MESSAGES.invalidRequest },
)

/** The vehicle the visitor sells or trades; price is what they hope to get (optional). */
export const tradeVehicleSchema = group({
  year: vehicleYear(),
  make: vehicleMake(),
  model: vehicleModel(),
  mileage: vehicleMileage(),
  trim: optionalText({ max: LIMITS.shortText }),
  vin: optionalVin(),
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

/**
 * The wizard's form: the submission plus how the visitor names the car (by VIN or by year, make and model), which
 * only steers the steps; the endpoint's schema drops it.
 */
export const sellTradeWizardSchema = sellTradeSchema.extend({ identifyBy: z.enum(IDENTIFY_BY).optional() })
export type SellTradeWizardInput = z.input<typeof sellTradeWizardSchema>
export type SellTradeWizardValues = z.output<typeof sellTradeWizardSchema>
export type SellTradeData = z.output<typeof sellTradeSchema>

const tradeOfferSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cash-now'), amount: z.number() }),
  z.object({
    type: z.literal('more-cash-later'),
    expectedSalePrice: z.number(),
    reservePrice: z.number(),
    reconditionCost: z.number(),
    advertisingCost: z.number(),
    profitShare: z.number(),
    total: z.number(),
    advertisingDisclosure: z.string(),
  }),
  z.object({ type: z.literal('bring-in'), reason: z.enum(['old-and-high-mileage', 'no-instant-offer']) }),
])

/** The instant offer the server computed (src/lib/trade-in/offer.ts), as stored on the lead. */
export const storedTradeOfferSchema = z.object({
  ageYears: z.number(),
  offers: z.array(tradeOfferSchema),
  validUntil: z.string(),
  safetyNote: z.string(),
})

/** The valuation the server computed (src/lib/trade-in/valuation.ts), as stored on the lead for the appraiser. */
export const storedValuationSchema = z.object({
  provider: z.string().optional(),
  method: z.enum(['comparables', 'depreciation', 'external']),
  comparables: z.number().optional(),
  prices: z.object({
    adjusted_whole_avg: z.number(),
    adjusted_whole_rough: z.number(),
    adjusted_retail_avg: z.number(),
  }),
  explanation: z.array(z.string()),
})

/**
 * A sell-or-trade lead as stored: the submission plus what only the server writes, the valuation and the offer
 * (both absent when the valuation could not be made). Never used on a post, so a visitor cannot supply them.
 */
export const storedSellTradeSchema = sellTradeSchema.extend({
  valuation: storedValuationSchema.nullish(),
  offer: storedTradeOfferSchema.nullish(),
})
export type StoredSellTradeData = z.output<typeof storedSellTradeSchema>
export type StoredTradeOffer = z.output<typeof storedTradeOfferSchema>
export type StoredValuation = z.output<typeof storedValuationSchema>
