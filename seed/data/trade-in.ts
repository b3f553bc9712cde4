import { storedOperator } from '@/lib/trade-in/condition'
import type { TradeInCategory, TradeInQuestion } from '@/payload-types'

export type TradeInQuestionFixture = Omit<TradeInQuestion, 'id' | 'createdAt' | 'updatedAt'>
export type TradeInCategoryFixture = Omit<TradeInCategory, 'id' | 'createdAt' | 'updatedAt' | 'questions'> & {
  questions: string[]
}

type Answer = [label: string, value: string, description?: string]

const answers = (rows: Answer[]) => rows.map(([label, value, description]) => ({ label, value, description }))
const YES_NO = answers([['Yes', 'yes'], ['No', 'no']])

let order = 0
const question = (
  questionId: string,
  inputType: TradeInQuestion['inputType'],
  text: string,
  extra: Omit<TradeInQuestionFixture, 'questionId' | 'inputType' | 'text' | 'sortOrder'> = {},
): TradeInQuestionFixture => ({ questionId, inputType, text, required: false, sortOrder: (order += 10), ...extra })

const when = (questionId: string, operator: '==' | '!=' | 'in', ...values: string[]) => ({
  questionId,
  operator: storedOperator(operator),
  values: values.map((value) => ({ value })),
})

/** The trade-in questionnaire: condition great/good/fair/poor, finance type none/loan/finance. */
export const TRADE_IN_QUESTIONS: TradeInQuestionFixture[] = [
  question('overall-condition', 'radio', 'What is the overall condition of your vehicle?', { required: true,
    answers: answers([
      ['Great', 'great', 'Looks new, no mechanical issues, no dents or scratches beyond light wear.'],
      ['Good', 'good', 'Minor cosmetic wear, a few small scratches or dings, runs well.'],
      ['Fair', 'fair', 'Noticeable wear, some repairs needed, may have a warning light.'],
      ['Poor', 'poor', 'Major mechanical or body issues; may not be safe to drive.'],
    ]) }),
  question('accident-history', 'radio', 'Has the vehicle been in an accident?', { required: true,
    answers: answers([['No accidents', 'none'], ['Minor (cosmetic only)', 'minor'], ['Major (structural or airbag)', 'major']]) }),
  question('accident-details', 'textarea', 'Tell us about the damage and repairs.', {
    condition: when('accident-history', 'in', 'minor', 'major') }),
  question('warning-lights', 'select', 'Are any warning lights on?', { required: true,
    answers: answers([['None', 'none'], ['Check engine', 'check-engine'], ['ABS or traction', 'abs'], ['Other', 'other']]) }),
  question('drives-over-50', 'radio', 'Can the vehicle safely drive more than 50 miles?', { required: true,
    description: 'We need this to plan pick-up or drop-off.', answers: YES_NO }),
  question('tire-condition', 'select', 'How are the tires?', {
    answers: answers([['New (under a year)', 'new'], ['Good tread', 'good'], ['Worn', 'worn'], ['Need replacing', 'replace']]) }),
  question('keys', 'select', 'How many keys do you have?', { answers: answers([['One', '1'], ['Two or more', '2+']]) }),
  question('finance-type', 'radio', 'Is there a loan or lease on the vehicle?', { required: true,
    answers: answers([
      ['No, I own it outright', 'none'],
      ['Yes, a loan', 'loan', 'We pay your lender directly.'],
      ['Yes, a lease or dealer financing', 'finance'],
    ]) }),
  question('payoff-amount', 'price', 'What is your approximate payoff amount?', { required: true,
    description: 'Your lender\'s 10-day payoff quote; an estimate is fine.', condition: when('finance-type', 'in', 'loan', 'finance') }),
  question('lender-name', 'textarea', 'Who is the lender or leasing company?', {
    condition: when('finance-type', '!=', 'none') }),
  question('title-in-hand', 'radio', 'Do you have the title?', { condition: when('finance-type', '==', 'none'), answers: YES_NO }),
  question('modifications', 'textarea', 'Any aftermarket modifications or anything else we should know?'),
]

/** Questionnaire pages, each listing its questions in order. */
export const TRADE_IN_CATEGORIES: TradeInCategoryFixture[] = [
  { categoryId: 'condition', title: 'Vehicle condition', description: 'Honest answers get you an offer we can honor.',
    questions: ['overall-condition', 'accident-history', 'accident-details', 'warning-lights', 'drives-over-50'] },
  { categoryId: 'details', title: 'Tires and keys', description: 'A few details that affect the value.',
    questions: ['tire-condition', 'keys', 'modifications'] },
  { categoryId: 'ownership', title: 'Loan and ownership', description: 'We handle payoffs with your lender.',
    questions: ['finance-type', 'payoff-amount', 'lender-name', 'title-in-hand'] },
]
