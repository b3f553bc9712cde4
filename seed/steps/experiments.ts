import { EXPERIMENTS } from '../data/experiments'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

/** The example experiment (stopped). */
export async function seedExperiments(ctx: SeedContext): Promise<void> {
  await upsertMany(ctx, 'experiments', 'name', EXPERIMENTS.map((data) => ({ key: data.name, data })))
}
