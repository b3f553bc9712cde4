/**
 * The lead endpoint's check of the exposure cookie a browser sends: shape-checked with zod, then each entry vouched
 * for against the running experiments. Server-only in practice; apart from ./assignment.ts so zod stays out of the
 * experiment code every page loads. Pure.
 */
import { z } from 'zod'

import { MAX_EXPOSURES, type Exposure } from './assignment'
import { assignVariant, type WeightedVariant } from './bucketing'
import { EXPERIMENT_KEY, EXPERIMENT_KEY_MAX } from './model'

const key = z.string().max(EXPERIMENT_KEY_MAX).regex(EXPERIMENT_KEY)
const exposureList = z.array(z.object({ experiment: key, variant: key })).max(MAX_EXPOSURES)

/** The exposures a cookie claims, shape-checked; [] for anything malformed. Not yet trusted: see verifyExposures. */
export function parseExposureCookie(raw: string | null | undefined): Exposure[] {
  if (!raw) return []
  try {
    const parsed = exposureList.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** A running experiment as the server checks exposures against it. */
export interface RunningExperiment {
  name: string
  variants: readonly WeightedVariant[]
}

/**
 * The exposures of a cookie that the server can vouch for: the experiment is running and the variant is the one
 * this visitor's id buckets into. A forged, stale or stopped entry is dropped, and so is everything without a
 * visitor id, so marketing's numbers count only what the site really showed.
 */
export function verifyExposures(
  raw: string | null | undefined,
  running: readonly RunningExperiment[],
  userId: string | null | undefined,
): Exposure[] {
  if (!userId) return []
  const byName = new Map(running.map((experiment) => [experiment.name, experiment]))
  const seen = new Set<string>()
  return parseExposureCookie(raw).filter(({ experiment, variant }) => {
    const definition = byName.get(experiment)
    if (!definition || seen.has(experiment)) return false
    seen.add(experiment)
    return assignVariant(definition.name, definition.variants, userId) === variant
  })
}
