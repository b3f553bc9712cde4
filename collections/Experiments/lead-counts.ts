import type { Payload } from 'payload'

import { exposurePair } from '@/lib/experiments/assignment'
import { totalWeight, type WeightedVariant } from '@/lib/experiments/bucketing'

/** One variant's line of the comparison. */
export interface VariantLeads {
  variant: string
  /** Share of visitors the weights send to it (0–1). */
  trafficShare: number
  leads: number
  /** Share of the experiment's leads (0–1; 0 while there are none). */
  leadShare: number
}

/**
 * Leads per variant of an experiment, counted through the Local API. Counts only: marketing sees how variants
 * convert without reading the leads themselves (which stay with sales and managers), hence overrideAccess.
 */
export async function countLeadsByVariant(
  payload: Payload,
  experiment: string,
  variants: readonly WeightedVariant[],
): Promise<VariantLeads[]> {
  const counts = await Promise.all(
    variants.map((variant) =>
      payload.count({
        collection: 'leads',
        where: { 'experiments.pair': { equals: exposurePair(experiment, variant.key) } },
        overrideAccess: true,
      }),
    ),
  )
  const total = totalWeight(variants)
  const allLeads = counts.reduce((sum, { totalDocs }) => sum + totalDocs, 0)
  return variants.map((variant, index) => ({
    variant: variant.key,
    trafficShare: total > 0 && variant.weight > 0 ? variant.weight / total : 0,
    leads: counts[index].totalDocs,
    leadShare: allLeads > 0 ? counts[index].totalDocs / allLeads : 0,
  }))
}
