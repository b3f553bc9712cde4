/**
 * The server's part of a sell-or-trade post: the questionnaire checked against the questions as stored
 * (required answers, prices, choices; answers to hidden questions dropped), then the valuation (the provider the
 * environment picks) and the instant offer computed here, never taken from the browser. The model year is the
 * VIN's when it decodes to one, else the one entered. A valuation that fails (a paid service down) leaves the
 * lead without an offer rather than losing it: the appraiser calls back.
 */
import type { Payload } from 'payload'

import type { FieldErrors } from '@/lib/leads/schemas/registry'
import {
  storedTradeOfferSchema,
  storedValuationSchema,
  type SellTradeData,
  type StoredTradeOffer,
  type StoredValuation,
} from '@/lib/leads/schemas/sell-trade'
import { tradeInOffers } from '@/lib/trade-in/offer'
import {
  allQuestions,
  keptAnswers,
  questionnaireErrors,
  questionnaireSteps,
  type QuestionnaireQuestion,
} from '@/lib/trade-in/questionnaire'
import { valuationProviderFromEnv } from '@/lib/trade-in/valuation-provider'
import { decodeVin } from '@/lib/vin/decode'

/** What the server adds to a sell-or-trade lead and answers the visitor. */
export interface SellTradeAppraisal {
  answers: SellTradeData['answers']
  valuation: StoredValuation | null
  offer: StoredTradeOffer | null
}

export type AppraisalResult = { ok: true; appraisal: SellTradeAppraisal } | { ok: false; errors: FieldErrors }

const MAX_CATEGORIES = 50

/**
 * The questions the wizard asks: those of the categories, in order (a question in no category is never shown,
 * so it cannot be required). Read fresh, not from the page cache: the check must match the stored questions.
 */
export async function readTradeInQuestions(payload: Payload): Promise<QuestionnaireQuestion[]> {
  const { docs } = await payload.find({
    collection: 'trade-in-categories',
    depth: 1,
    limit: MAX_CATEGORIES,
    sort: 'createdAt',
    pagination: false,
  })
  return allQuestions(questionnaireSteps(docs))
}

/** The model year the offer uses: the VIN's when it has one, else the year entered. */
export function offerModelYear(trade: SellTradeData['trade'], now: Date): number {
  if (!trade.vin) return trade.year
  const decoded = decodeVin(trade.vin, now)
  return decoded.ok && decoded.decoded.modelYear !== null ? decoded.decoded.modelYear : trade.year
}

/** Checks the answers, then values the car and computes its offers; field errors under `answers.{questionId}`. */
export async function appraiseSellTrade(payload: Payload, data: SellTradeData, now: Date): Promise<AppraisalResult> {
  const questions = await readTradeInQuestions(payload)
  const submitted = data.answers ?? {}
  const problems = questionnaireErrors(questions, submitted)
  if (Object.keys(problems).length > 0) {
    return {
      ok: false,
      errors: Object.fromEntries(Object.entries(problems).map(([id, message]) => [`answers.${id}`, message])),
    }
  }
  const answers = keptAnswers(questions, submitted)
  const { trade } = data
  const modelYear = offerModelYear(trade, now)
  try {
    const provider = valuationProviderFromEnv(payload)
    const valuation = await provider.value({
      vin: trade.vin,
      year: modelYear,
      make: trade.make,
      model: trade.model,
      trim: trade.trim,
      mileage: trade.mileage,
      answers,
    })
    const offer = tradeInOffers({
      prices: valuation.prices,
      modelYear,
      mileage: trade.mileage,
      today: now,
    })
    return {
      ok: true,
      appraisal: {
        answers,
        valuation: { provider: provider.name, ...valuation },
        offer,
      },
    }
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: 'Trade-in valuation failed: the lead is stored without an offer',
    })
    return { ok: true, appraisal: { answers, valuation: null, offer: null } }
  }
}

/**
 * The valuation and offer kept in a stored lead's `payload`, or null when it has none (any other form). The
 * 201 of a repeated post answers these, so a retried submission shows the same offer.
 */
export function storedAppraisal(stored: unknown): Pick<SellTradeAppraisal, 'valuation' | 'offer'> | null {
  if (typeof stored !== 'object' || stored === null || !('offer' in stored)) return null
  const record = stored as { valuation?: unknown; offer?: unknown }
  const valuation = storedValuationSchema.safeParse(record.valuation)
  const offer = storedTradeOfferSchema.safeParse(record.offer)
  return {
    valuation: valuation.success ? valuation.data : null,
    offer: offer.success ? offer.data : null,
  }
}
