import { describe, expect, it } from 'vitest'

import {
  allQuestions,
  answerErrors,
  keptAnswers,
  parsePrice,
  questionnaireErrors,
  questionnaireSteps,
  QUESTIONNAIRE_MESSAGES,
  visibleStepQuestions,
  type QuestionnaireQuestion,
  type StoredCategory,
} from '@/lib/trade-in/questionnaire'
import { TRADE_IN_CATEGORIES, TRADE_IN_QUESTIONS } from '../../seed/data/trade-in'

/** The seeded questionnaire, populated as the reader gets it (depth 1). */
const categories: StoredCategory[] = TRADE_IN_CATEGORIES.map((category) => ({
  ...category,
  questions: category.questions.map((id) => {
    const question = TRADE_IN_QUESTIONS.find((candidate) => candidate.questionId === id)
    if (!question) throw new Error(`seed lists unknown question ${id}`)
    return question
  }),
}))
const steps = questionnaireSteps(categories)
const questions = allQuestions(steps)
const ids = (list: readonly QuestionnaireQuestion[]) => list.map((question) => question.questionId)

const complete = {
  'overall-condition': 'good',
  'accident-history': 'none',
  'warning-lights': 'none',
  'drives-over-50': 'yes',
  'finance-type': 'none',
}

describe('questionnaireSteps', () => {
  it('makes one step per category, in order, with its questions in the listed order', () => {
    expect(steps.map((step) => step.categoryId)).toEqual(['condition', 'details', 'ownership'])
    expect(ids(steps[2].questions)).toEqual(['finance-type', 'payoff-amount', 'lender-name', 'title-in-hand'])
  })

  it('drops unpopulated ids, questions already asked and empty categories', () => {
    const first = categories[0].questions?.[0]
    const result = questionnaireSteps([
      { categoryId: 'a', title: 'A', questions: ['some-id', ...(first ? [first] : [])] },
      { categoryId: 'b', title: 'B', questions: first ? [first] : [] },
      { categoryId: 'c', title: 'C', questions: null },
    ])
    expect(result.map((step) => step.categoryId)).toEqual(['a'])
    expect(ids(result[0].questions)).toEqual(['overall-condition'])
  })
})

describe('visibleStepQuestions', () => {
  it('hides a follow-up until the answer it depends on holds', () => {
    const condition = (answers: Record<string, string>) => ids(visibleStepQuestions(steps, 'condition', answers))
    expect(condition({})).not.toContain('accident-details')
    expect(condition({ 'accident-history': 'none' })).not.toContain('accident-details')
    expect(condition({ 'accident-history': 'minor' })).toContain('accident-details')
    expect(condition({ 'accident-history': 'major' })).toContain('accident-details')
  })

  it('follows ==, != and in on the finance type', () => {
    const ownership = (answers: Record<string, string>) => ids(visibleStepQuestions(steps, 'ownership', answers))
    expect(ownership({})).toEqual(['finance-type'])
    expect(ownership({ 'finance-type': 'none' })).toEqual(['finance-type', 'title-in-hand'])
    expect(ownership({ 'finance-type': 'loan' })).toEqual(['finance-type', 'payoff-amount', 'lender-name'])
    expect(ownership({ 'finance-type': 'finance' })).toEqual(['finance-type', 'payoff-amount', 'lender-name'])
  })

  it('answers nothing for an unknown step', () => {
    expect(visibleStepQuestions(steps, 'nope', complete)).toEqual([])
  })
})

describe('answer checks', () => {
  it('requires the required visible questions only', () => {
    expect(questionnaireErrors(questions, complete)).toEqual({})
    const { ['drives-over-50']: _skipped, ...missing } = complete
    expect(questionnaireErrors(questions, missing)).toEqual({ 'drives-over-50': QUESTIONNAIRE_MESSAGES.required })
    // The payoff is required, but only once a loan or lease makes it visible.
    expect(questionnaireErrors(questions, { ...complete, 'finance-type': 'loan' })).toEqual({
      'payoff-amount': QUESTIONNAIRE_MESSAGES.required,
    })
    expect(questionnaireErrors(questions, { ...complete, 'finance-type': 'loan', 'payoff-amount': ' ' })).toEqual({
      'payoff-amount': QUESTIONNAIRE_MESSAGES.required,
    })
  })

  it('refuses a price that is not an amount and a choice that is not an option', () => {
    const answers = { ...complete, 'finance-type': 'loan', 'payoff-amount': 'about ten', 'tire-condition': 'bald' }
    expect(questionnaireErrors(questions, answers)).toEqual({
      'payoff-amount': QUESTIONNAIRE_MESSAGES.price,
      'tire-condition': QUESTIONNAIRE_MESSAGES.choice,
    })
    expect(answerErrors(steps[2].questions, { 'finance-type': 'loan', 'payoff-amount': '$12,500' })).toEqual({})
  })

  it('parses prices as whole dollars', () => {
    expect(parsePrice('$12,500')).toBe(12500)
    expect(parsePrice('12500.49')).toBe(12500)
    expect(parsePrice(' 800 ')).toBe(800)
    expect(parsePrice(7000)).toBe(7000)
    for (const bad of ['', '12.5.0', '-5', 'ten', '1e5', true, null, undefined, -1, Number.NaN]) {
      expect(parsePrice(bad), String(bad)).toBeNull()
    }
  })
})

describe('keptAnswers', () => {
  it('drops answers of hidden questions, blanks and unknown questions; prices become numbers', () => {
    const answers = {
      ...complete,
      'accident-details': 'Left over from an earlier choice',
      'finance-type': 'loan',
      'payoff-amount': '$9,800',
      'lender-name': 'First Bank',
      'title-in-hand': 'yes',
      modifications: '   ',
      'not-a-question': 'x',
    }
    expect(keptAnswers(questions, answers)).toEqual({
      ...complete,
      'finance-type': 'loan',
      'payoff-amount': 9800,
      'lender-name': 'First Bank',
    })
  })

  it('keeps every non-blank text or number answer when no questionnaire is configured; a list is no answer', () => {
    expect(keptAnswers([], { keys: 2, accidents: 'none', blank: '', list: ['a'] })).toEqual({
      keys: 2,
      accidents: 'none',
    })
  })
})
