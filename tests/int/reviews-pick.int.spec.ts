import { describe, expect, it } from 'vitest'

import { formatReviewCount, pickReviews, REVIEWS_PER_BLOCK, type ReviewCategory } from '@/lib/reviews/pick'

const review = (id: string, ...categories: ReviewCategory[]) => ({ id, categories })

describe('pickReviews', () => {
  it('shows nine reviews per block by default', () => {
    const many = Array.from({ length: 20 }, (_, index) => review(`f${index}`, 'Finance'))
    expect(REVIEWS_PER_BLOCK).toBe(9)
    expect(pickReviews(many, ['Finance'])).toHaveLength(9)
    expect(pickReviews(many, ['Finance']).map((r) => r.id)).toEqual(many.slice(0, 9).map((r) => r.id))
  })

  it('keeps only the asked categories', () => {
    const list = [review('a', 'Service'), review('b', 'Finance'), review('c', 'Buy'), review('d', 'Sale', 'Buy')]
    expect(pickReviews(list, ['Finance', 'Sale']).map((r) => r.id)).toEqual(['b', 'd'])
  })

  it('takes the categories in turn so one cannot crowd out the other', () => {
    const finance = Array.from({ length: 10 }, (_, index) => review(`f${index}`, 'Finance'))
    const sale = Array.from({ length: 10 }, (_, index) => review(`s${index}`, 'Sale'))
    const ids = pickReviews([...finance, ...sale], ['Sale', 'Finance']).map((r) => r.id)
    expect(ids).toEqual(['s0', 'f0', 's1', 'f1', 's2', 'f2', 's3', 'f3', 's4'])
  })

  it('lists a review of two asked categories once', () => {
    const list = [review('both', 'Finance', 'Sale'), review('s1', 'Sale'), review('f1', 'Finance')]
    expect(pickReviews(list, ['Sale', 'Finance'])).toEqual([list[0], list[2], list[1]])
  })

  it('fills up from one category when the other runs out', () => {
    const list = [review('s0', 'Sale'), ...Array.from({ length: 12 }, (_, index) => review(`f${index}`, 'Finance'))]
    const ids = pickReviews(list, ['Sale', 'Finance']).map((r) => r.id)
    expect(ids).toEqual(['s0', 'f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'])
  })

  it('returns nothing when nothing matches', () => {
    expect(pickReviews([review('a', 'Buy'), { id: 'b', categories: null }], ['Service'])).toEqual([])
  })
})

describe('formatReviewCount', () => {
  it('abbreviates thousands like the SPEC badge (2.4K reviews)', () => {
    expect(formatReviewCount(2400)).toBe('2.4K')
    expect(formatReviewCount(87)).toBe('87')
    expect(formatReviewCount(1000)).toBe('1K')
  })
})
