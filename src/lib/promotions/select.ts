/** Where a promotion is placed (SPEC: promotions-carousel or grid-item). */
export type PromotionPosition = 'promotions-carousel' | 'grid-item'

type Selectable = {
  id: string
  position: PromotionPosition
  tags?: readonly { tag: string }[] | null
}

/** What a block asks for: chosen promotions in its own order, or those of a position carrying one of the tags. */
export type PromotionChoice = {
  ids?: readonly string[] | null
  position?: PromotionPosition | null
  tags?: readonly string[] | null
  limit?: number | null
}

/**
 * The promotions a block shows, from the already active list. Chosen ids win and keep the editor's order (an
 * inactive choice simply drops out); otherwise the list order is kept and tags match case-insensitively.
 */
export function selectPromotions<T extends Selectable>(active: readonly T[], choice: PromotionChoice): T[] {
  const limit = choice.limit && choice.limit > 0 ? choice.limit : Number.POSITIVE_INFINITY
  if (choice.ids && choice.ids.length > 0) {
    const byId = new Map(active.map((promo) => [promo.id, promo]))
    return choice.ids.flatMap((id) => byId.get(id) ?? []).slice(0, limit)
  }
  const wanted = new Set((choice.tags ?? []).map((tag) => tag.trim().toLowerCase()).filter(Boolean))
  return active
    .filter((promo) => !choice.position || promo.position === choice.position)
    .filter((promo) => wanted.size === 0 || (promo.tags ?? []).some(({ tag }) => wanted.has(tag.toLowerCase())))
    .slice(0, limit)
}
