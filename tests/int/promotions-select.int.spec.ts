import { describe, expect, it } from 'vitest'

import { selectPromotions, type PromotionPosition } from '@/lib/promotions/select'

const promo = (id: string, position: PromotionPosition, ...tags: string[]) => ({
  id,
  position,
  tags: tags.map((tag) => ({ tag })),
})

const ACTIVE = [
  promo('finance', 'promotions-carousel', 'finance', 'pre-approval'),
  promo('warranty', 'promotions-carousel', 'Warranty'),
  promo('trade', 'promotions-carousel', 'trade-in'),
  promo('drops', 'grid-item', 'price-drop'),
  promo('budget', 'grid-item'),
]

describe('selectPromotions', () => {
  it('keeps one placement in list order', () => {
    expect(selectPromotions(ACTIVE, { position: 'grid-item' }).map((p) => p.id)).toEqual(['drops', 'budget'])
  })

  it('narrows by any of the tags, case-insensitively, and caps the count', () => {
    const hero = { position: 'promotions-carousel', tags: ['pre-approval', 'warranty'] } as const
    expect(selectPromotions(ACTIVE, hero).map((p) => p.id)).toEqual(['finance', 'warranty'])
    expect(selectPromotions(ACTIVE, { ...hero, limit: 1 }).map((p) => p.id)).toEqual(['finance'])
  })

  it("shows chosen promotions in the editor's order, dropping those not active", () => {
    const chosen = { ids: ['trade', 'expired', 'finance'], position: 'grid-item', tags: ['x'] } as const
    expect(selectPromotions(ACTIVE, chosen).map((p) => p.id)).toEqual(['trade', 'finance'])
  })

  it('takes everything active when nothing narrows it', () => {
    expect(selectPromotions(ACTIVE, {})).toHaveLength(5)
    expect(selectPromotions(ACTIVE, { tags: [' ', ''] })).toHaveLength(5)
  })
})
