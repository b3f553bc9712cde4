/**
 * Where trade-in valuations come from: the `ValuationProvider` interface, the built-in provider (the
 * dealer's own stock through the Local API, estimated by src/lib/trade-in/valuation.ts) and an HTTP provider for a
 * paid valuation service, chosen by env: `VALUATION_URL` (and `VALUATION_API_KEY`, sent as a Bearer token) makes
 * the site POST `{ vin, year, make, model, trim, mileage, answers }` there and expect the three price keys back.
 */
import type { Payload, Where } from 'payload'
import { z } from 'zod'

import type { Answers } from './condition'
import { estimateValuation, type Comparable, type Valuation, type ValuationSubject } from './valuation'

export interface ValuationRequest extends ValuationSubject {
  vin?: string
  answers: Answers
}

export interface ValuationProvider {
  readonly name: string
  value(request: ValuationRequest): Promise<Valuation>
}

const STOCK_SELECT = { price: true, year: true, mileage: true } as const
const MAX_BASIS_CARS = 2_000

async function stockOf(payload: Payload, where: Where): Promise<Comparable[]> {
  const { docs } = await payload.find({
    collection: 'vehicles',
    // In stock or sold: a sale price is as good a comparable as an asking price. Reserve cars count too.
    where: { and: [where, { price: { greater_than: 0 } }] },
    select: STOCK_SELECT,
    depth: 0,
    limit: MAX_BASIS_CARS,
    sort: '-updatedAt',
    overrideAccess: true,
  })
  return docs.map((doc) => ({ price: doc.price ?? 0, year: doc.year ?? 0, mileage: doc.mileage ?? 0 }))
}

/** The built-in provider: comparables and basis cars read from the dealer's own vehicles. */
export function builtinValuationProvider(payload: Payload): ValuationProvider {
  return {
    name: 'builtin',
    async value(request) {
      const sameMake = { make: { equals: request.make } }
      const [comparables, makeStock] = await Promise.all([
        stockOf(payload, { and: [sameMake, { model: { equals: request.model } }] }),
        stockOf(payload, sameMake),
      ])
      const allStock = makeStock.length ? [] : await stockOf(payload, {})
      return estimateValuation({ subject: request, answers: request.answers, comparables, makeStock, allStock })
    },
  }
}

const externalPrices = z.object({
  adjusted_whole_avg: z.number().nonnegative(),
  adjusted_whole_rough: z.number().nonnegative(),
  adjusted_retail_avg: z.number().nonnegative(),
})

/** A paid valuation service over HTTP; its answer must carry the three price keys. */
export function httpValuationProvider(url: string, apiKey?: string, timeoutMs = 8_000): ValuationProvider {
  return {
    name: 'http',
    async value(request) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (!response.ok) throw new Error(`valuation service answered ${response.status}`)
      const prices = externalPrices.parse(await response.json())
      return {
        method: 'external',
        comparables: 0,
        prices: {
          adjusted_whole_avg: Math.round(prices.adjusted_whole_avg),
          adjusted_whole_rough: Math.round(prices.adjusted_whole_rough),
          adjusted_retail_avg: Math.round(prices.adjusted_retail_avg),
        },
        explanation: [`Valuation service ${new URL(url).host}`],
      }
    },
  }
}

/** The provider the environment asks for: the HTTP service when VALUATION_URL is set, else the built-in one. */
export function valuationProviderFromEnv(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): ValuationProvider {
  const url = env.VALUATION_URL?.trim()
  return url ? httpValuationProvider(url, env.VALUATION_API_KEY?.trim() || undefined) : builtinValuationProvider(payload)
}
