/**
 * Assigns a visitor in every running experiment (deterministic bucketing by the uniqueUserId cookie). Apart from
 * ./assignment.ts because the bucketing hashes (SHA-256): only the experiment client, loaded when experiments
 * start, needs it, while every page's scripts read the assignment's types and empty value. Pure.
 */
import { MAX_EXPOSURES, type Assignment } from './assignment'
import { assignVariant } from './bucketing'
import type { PublicExperiment } from './model'

/**
 * Assigns the visitor in every experiment. Experiments are taken in name order, so when two override the same
 * setting, text or the popups the later name wins, the same way on every page.
 */
export function assignVisitor<P>(experiments: readonly PublicExperiment<P>[], userId: string): Assignment<P> {
  const result: Assignment<P> = { exposures: [], settings: {}, langs: {}, popups: null }
  const ordered = [...experiments].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  for (const experiment of ordered.slice(0, MAX_EXPOSURES)) {
    const key = assignVariant(experiment.name, experiment.variants, userId)
    const variant = experiment.variants.find((candidate) => candidate.key === key)
    if (!variant) continue
    result.exposures.push({ experiment: experiment.name, variant: variant.key })
    Object.assign(result.settings, variant.settings)
    Object.assign(result.langs, variant.langs)
    if (variant.popups) result.popups = variant.popups
  }
  return result
}
