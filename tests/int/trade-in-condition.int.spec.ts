import { describe, expect, it } from 'vitest'

import {
  isConditionMet,
  STORED_OPERATORS,
  storedOperator,
  visibleQuestions,
  type QuestionCondition,
} from '@/lib/trade-in/condition'

const when = (questionId: string, operator: string, ...values: string[]): QuestionCondition => ({
  questionId,
  operator,
  values: values.map((value) => ({ value })),
})

describe('isConditionMet', () => {
  it('passes a question without a condition', () => {
    expect(isConditionMet(undefined, {})).toBe(true)
    expect(isConditionMet(null, {})).toBe(true)
    expect(isConditionMet({ questionId: '', operator: '==', values: [] }, {})).toBe(true)
    expect(isConditionMet({ questionId: null }, {})).toBe(true)
  })

  it('fails every operator while the controlling question is unanswered', () => {
    for (const operator of ['==', '!=', 'in', 'not_in', 'includes', '<', '<=', '>', '>=']) {
      expect(isConditionMet(when('finance', operator, 'loan'), {})).toBe(false)
      expect(isConditionMet(when('finance', operator, 'loan'), { finance: '' })).toBe(false)
      expect(isConditionMet(when('finance', operator, 'loan'), { finance: [] })).toBe(false)
      expect(isConditionMet(when('finance', operator, 'loan'), { finance: null })).toBe(false)
    }
  })

  it('== and != compare a single answer', () => {
    expect(isConditionMet(when('finance', '==', 'loan'), { finance: 'loan' })).toBe(true)
    expect(isConditionMet(when('finance', '==', 'loan'), { finance: 'none' })).toBe(false)
    expect(isConditionMet(when('finance', '!=', 'none'), { finance: 'loan' })).toBe(true)
    expect(isConditionMet(when('finance', '!=', 'none'), { finance: 'none' })).toBe(false)
  })

  it('== ignores case and surrounding blanks and matches numbers by value', () => {
    expect(isConditionMet(when('condition', '==', 'Good'), { condition: ' good ' })).toBe(true)
    expect(isConditionMet(when('owners', '==', '2'), { owners: 2 })).toBe(true)
    expect(isConditionMet(when('owners', '==', '2.0'), { owners: '2' })).toBe(true)
  })

  it('== on a multi-choice answer needs the same set, in any order', () => {
    expect(isConditionMet(when('damage', '==', 'dent', 'scratch'), { damage: ['scratch', 'dent'] })).toBe(true)
    expect(isConditionMet(when('damage', '==', 'dent'), { damage: ['scratch', 'dent'] })).toBe(false)
    expect(isConditionMet(when('damage', '!=', 'dent'), { damage: ['scratch', 'dent'] })).toBe(true)
  })

  it('== without a value fails and != without a value passes', () => {
    expect(isConditionMet(when('finance', '=='), { finance: 'loan' })).toBe(false)
    expect(isConditionMet(when('finance', '!='), { finance: 'loan' })).toBe(true)
  })

  it('in and not_in test membership in the listed values', () => {
    const answers = { condition: 'fair' }
    expect(isConditionMet(when('condition', 'in', 'fair', 'poor'), answers)).toBe(true)
    expect(isConditionMet(when('condition', 'in', 'great', 'good'), answers)).toBe(false)
    expect(isConditionMet(when('condition', 'not_in', 'great', 'good'), answers)).toBe(true)
    expect(isConditionMet(when('condition', 'not_in', 'fair', 'poor'), answers)).toBe(false)
    expect(isConditionMet(when('condition', 'in'), answers)).toBe(false)
    expect(isConditionMet(when('condition', 'not_in'), answers)).toBe(true)
  })

  it('in and not_in on a multi-choice answer look at any choice', () => {
    expect(isConditionMet(when('damage', 'in', 'frame'), { damage: ['dent', 'frame'] })).toBe(true)
    expect(isConditionMet(when('damage', 'not_in', 'frame'), { damage: ['dent', 'frame'] })).toBe(false)
    expect(isConditionMet(when('damage', 'not_in', 'frame'), { damage: ['dent'] })).toBe(true)
  })

  it('includes finds a chosen value or a piece of free text', () => {
    expect(isConditionMet(when('damage', 'includes', 'frame'), { damage: ['dent', 'frame'] })).toBe(true)
    expect(isConditionMet(when('damage', 'includes', 'frame'), { damage: ['dent'] })).toBe(false)
    expect(isConditionMet(when('notes', 'includes', 'accident'), { notes: 'Minor ACCIDENT in 2019' })).toBe(true)
    expect(isConditionMet(when('notes', 'includes', 'flood'), { notes: 'Minor accident' })).toBe(false)
    expect(isConditionMet(when('notes', 'includes', ''), { notes: 'Minor accident' })).toBe(false)
  })

  it('<, <=, >, >= compare numbers, prices typed with $ and commas included', () => {
    expect(isConditionMet(when('payoff', '>', '0'), { payoff: 1200 })).toBe(true)
    expect(isConditionMet(when('payoff', '>', '0'), { payoff: 0 })).toBe(false)
    expect(isConditionMet(when('payoff', '>=', '0'), { payoff: 0 })).toBe(true)
    expect(isConditionMet(when('price', '<', '20000'), { price: '$19,999' })).toBe(true)
    expect(isConditionMet(when('price', '<', '20000'), { price: '20,000' })).toBe(false)
    expect(isConditionMet(when('price', '<=', '20000'), { price: '20,000' })).toBe(true)
  })

  it('numeric comparisons fail on text, lists or a missing bound', () => {
    expect(isConditionMet(when('price', '>', '100'), { price: 'a lot' })).toBe(false)
    expect(isConditionMet(when('price', '>', 'x'), { price: 200 })).toBe(false)
    expect(isConditionMet(when('price', '>'), { price: 200 })).toBe(false)
    expect(isConditionMet(when('price', '>', '100'), { price: ['200'] })).toBe(false)
    expect(isConditionMet(when('price', '>', '100'), { price: true })).toBe(false)
  })

  it('an unknown operator fails and a missing one means ==', () => {
    expect(isConditionMet(when('finance', 'like', 'loan'), { finance: 'loan' })).toBe(false)
    expect(isConditionMet({ questionId: 'finance', values: [{ value: 'loan' }] }, { finance: 'loan' })).toBe(true)
  })
})

describe('visibleQuestions', () => {
  const questions = [
    { questionId: 'finance' },
    { questionId: 'lender', condition: when('finance', 'in', 'loan', 'finance') },
    { questionId: 'payoff', condition: when('lender', '!=', '') },
    { questionId: 'condition' },
  ]

  it('shows unconditional questions and hides dependants until answered', () => {
    expect(visibleQuestions(questions, {}).map((q) => q.questionId)).toEqual(['finance', 'condition'])
  })

  it('reveals a chain of follow-ups as answers arrive', () => {
    const ids = visibleQuestions(questions, { finance: 'loan', lender: 'Chase' }).map((q) => q.questionId)
    expect(ids).toEqual(['finance', 'lender', 'payoff', 'condition'])
  })

  it('ignores a stale answer to a question that is hidden again', () => {
    const ids = visibleQuestions(questions, { finance: 'none', lender: 'Chase' }).map((q) => q.questionId)
    expect(ids).toEqual(['finance', 'condition'])
  })

  it('hides questions whose conditions form a cycle', () => {
    const cyclic = [
      { questionId: 'a', condition: when('b', '==', 'x') },
      { questionId: 'b', condition: when('a', '==', 'x') },
      { questionId: 'c' },
    ]
    expect(visibleQuestions(cyclic, { a: 'x', b: 'x' }).map((q) => q.questionId)).toEqual(['c'])
  })

  it('uses the raw answer when the controlling question is not in the list', () => {
    const subset = [{ questionId: 'payoff', condition: when('finance', '==', 'loan') }]
    expect(visibleQuestions(subset, { finance: 'loan' })).toHaveLength(1)
  })
})

describe('stored operator keys (GraphQL-safe enum values)', () => {
  it('evaluates the word keys the admin stores exactly like the SPEC symbols', () => {
    const answers = { payoff: '12,500', finance: 'loan' }
    expect(isConditionMet(when('payoff', 'gt', '10000'), answers)).toBe(true)
    expect(isConditionMet(when('payoff', 'lte', '12000'), answers)).toBe(false)
    expect(isConditionMet(when('finance', 'eq', 'loan'), answers)).toBe(true)
    expect(isConditionMet(when('finance', 'ne', 'loan'), answers)).toBe(false)
  })

  it('maps every symbol to a key that is a valid GraphQL name and back', () => {
    for (const [key, symbol] of Object.entries(STORED_OPERATORS)) {
      expect(key).toMatch(/^[_A-Za-z][_0-9A-Za-z]*$/)
      expect(storedOperator(symbol)).toBe(key)
    }
  })

  it('rejects an unknown operator', () => {
    expect(isConditionMet(when('finance', 'approx', 'loan'), { finance: 'loan' })).toBe(false)
  })
})
