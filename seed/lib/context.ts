import type { Payload, PayloadRequest } from 'payload'

/** Counts of one seed step. */
export type StepStats = { created: number; updated: number; unchanged: number }

/** Everything a seed step needs: the Local API, the optional request, and the tally it reports into. */
export type SeedContext = {
  payload: Payload
  req?: PayloadRequest
  stats: Map<string, StepStats>
}

/** Options every Local API call of the seed passes: bypass access, skip cache revalidation, share the request. */
export function apiOptions(ctx: SeedContext): {
  overrideAccess: true
  context: { disableRevalidate: true }
  req?: PayloadRequest
  depth: 0
} {
  return { overrideAccess: true, context: { disableRevalidate: true }, depth: 0, ...(ctx.req ? { req: ctx.req } : {}) }
}

/** Adds one create/update/unchanged outcome to a step's tally. */
export function tally(ctx: SeedContext, step: string, outcome: keyof StepStats): void {
  const stats = ctx.stats.get(step) ?? { created: 0, updated: 0, unchanged: 0 }
  stats[outcome] += 1
  ctx.stats.set(step, stats)
}

/** Wraps an error so the message names the record that failed. */
export function recordError(step: string, key: string, error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error)
  // Payload's ValidationError carries the failing fields in `data`.
  const details = error && typeof error === 'object' && 'data' in error ? ` ${JSON.stringify(error.data)}` : ''
  return new Error(`seed ${step} '${key}': ${message}${details}`, { cause: error })
}
