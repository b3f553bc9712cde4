import { LOCATIONS } from '../data/locations'
import type { SeedContext } from '../lib/context'
import { upsertMany } from '../lib/upsert'

/** The four stores; returns slug → id for the steps that reference them. */
export async function seedLocations(ctx: SeedContext): Promise<Map<string, string>> {
  return upsertMany(
    ctx,
    'locations',
    'slug',
    LOCATIONS.map((data) => ({ key: data.slug, data })),
  )
}
