/**
 * The experiment variants a lead's visitor saw, from the exposure cookie the experiment client writes.
 * Never taken on trust: only experiments running now, and only the variant this visitor's uniqueUserId buckets
 * into, are stored, so a forged or stale cookie cannot skew marketing's comparison.
 */
import type { Payload } from 'payload'

import { EXPOSURE_COOKIE, MAX_EXPOSURES, type Exposure } from '@/lib/experiments/assignment'
import { verifyExposures, type RunningExperiment } from '@/lib/experiments/exposure-check'
import { runningExperimentWhere } from '@/lib/experiments/model'
import { VISITOR_COOKIES } from '@/lib/leads/visitor'

import { visitorIdOf } from './lead-data'

/** The running experiments' names and weights, uncached: what a visitor's claims are checked against. */
export async function findRunningExperiments(payload: Payload, now: Date): Promise<RunningExperiment[]> {
  const { docs } = await payload.find({
    collection: 'experiments',
    where: runningExperimentWhere(now),
    limit: MAX_EXPOSURES,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { name: true, variants: { key: true, weight: true } },
  })
  return docs.map((doc) => ({
    name: doc.name,
    variants: (doc.variants ?? []).map(({ key, weight }) => ({ key, weight })),
  }))
}

/** The verified exposures for a lead, or undefined when there are none (no query without a claim). */
export async function leadExposures(
  payload: Payload,
  cookies: Readonly<Record<string, string | undefined>>,
  now: Date,
): Promise<Exposure[] | undefined> {
  const claimed = cookies[EXPOSURE_COOKIE]
  const visitorId = visitorIdOf(cookies[VISITOR_COOKIES.uniqueUserId])
  if (!claimed || !visitorId) return undefined
  const verified = verifyExposures(claimed, await findRunningExperiments(payload, now), visitorId)
  return verified.length > 0 ? verified : undefined
}
