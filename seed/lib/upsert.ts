import type {
  CollectionSlug,
  DataFromCollectionSlug,
  DataFromGlobalSlug,
  GlobalSlug,
  RequiredDataFromCollectionSlug,
} from 'payload'

import { isStored } from '@/lib/compare/is-stored'

import { apiOptions, recordError, tally, type SeedContext } from './context'

/** A document to upsert and the natural key that identifies it across runs. */
export type Keyed<TSlug extends CollectionSlug> = { key: string; data: RequiredDataFromCollectionSlug<TSlug> }

/**
 * Creates the documents that do not exist yet (matched on `field` = key) and updates those whose stored
 * values differ; returns key → id. One query loads every existing match, so large steps stay fast.
 */
export async function upsertMany<TSlug extends CollectionSlug>(
  ctx: SeedContext,
  collection: TSlug,
  field: string,
  docs: Keyed<TSlug>[],
): Promise<Map<string, string>> {
  const existing = await ctx.payload.find({
    ...apiOptions(ctx),
    collection,
    where: { [field]: { in: docs.map((doc) => doc.key) } },
    pagination: false,
    limit: 0,
  })
  const byKey = new Map<string, DataFromCollectionSlug<TSlug>>()
  for (const doc of existing.docs) {
    const record: Record<string, unknown> = { ...doc }
    byKey.set(String(record[field]), doc)
  }
  const ids = new Map<string, string>()
  for (const { key, data } of docs) {
    try {
      const stored = byKey.get(key)
      if (!stored) {
        const created = await ctx.payload.create({ ...apiOptions(ctx), collection, data })
        ids.set(key, String(created.id))
        tally(ctx, collection, 'created')
      } else if (isStored(data, stored)) {
        ids.set(key, String(stored.id))
        tally(ctx, collection, 'unchanged')
      } else {
        // Widened to the slug union: Payload's DeepPartial update type cannot be resolved for a generic slug.
        const update: RequiredDataFromCollectionSlug<CollectionSlug> = data
        const target: CollectionSlug = collection
        const options = { ...apiOptions(ctx), collection: target, id: stored.id, data: update }
        const saved = await ctx.payload.update(options)
        // Hooks that read the stored document (the price-drop marker) can need a second pass to settle.
        if (!isStored(data, saved)) await ctx.payload.update(options)
        ids.set(key, String(stored.id))
        tally(ctx, collection, 'updated')
      }
    } catch (error) {
      throw recordError(collection, key, error)
    }
  }
  return ids
}

/** Writes a global only when some seeded value differs from what is stored. */
export async function upsertGlobal<TSlug extends GlobalSlug>(
  ctx: SeedContext,
  slug: TSlug,
  data: Omit<DataFromGlobalSlug<TSlug>, 'id' | 'createdAt' | 'updatedAt'>,
): Promise<void> {
  try {
    const stored = await ctx.payload.findGlobal({ ...apiOptions(ctx), slug })
    if (isStored(data, stored)) {
      tally(ctx, slug, 'unchanged')
      return
    }
    const update: Omit<DataFromGlobalSlug<GlobalSlug>, 'id' | 'createdAt' | 'updatedAt'> = data
    const target: GlobalSlug = slug
    await ctx.payload.updateGlobal({ ...apiOptions(ctx), slug: target, data: update })
    tally(ctx, slug, 'updated')
  } catch (error) {
    throw recordError(slug, slug, error)
  }
}
