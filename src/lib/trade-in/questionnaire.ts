/**
 * The trade-in questionnaire as the wizard walks it: one step per category, the
 * questions of each step that the answers so far make visible, the messages of required or malformed answers,
 * and the answers worth keeping (hidden and blank ones dropped). Pure: the same rules run in the browser, to
 * guide the visitor, and on the server, which decides what is stored.
 */
import { MESSAGES } from '@/lib/leads/validation'
import type { TradeInCategory, TradeInQuestion } from '@/payload-types'

import { visibleQuestions, type Answers, type AnswerValue } from './condition'

/** A question as the wizard needs it (no ids, dates or sort order). */
export type QuestionnaireQuestion = Pick<
  TradeInQuestion,
  'questionId' | 'text' | 'description' | 'inputType' | 'required' | 'answers' | 'condition'
>

/** One step of the questionnaire: a category and its questions in order. */
export interface QuestionnaireStep {
  categoryId: string
  title: string
  description: string | null
  questions: QuestionnaireQuestion[]
}

/** A category as stored, with its questions populated (depth 1) or as ids. */
export type StoredCategory = Pick<TradeInCategory, 'categoryId' | 'title' | 'description'> & {
  questions?: (string | QuestionnaireQuestion)[] | null
}

/** Messages of the questionnaire; the required one is 'This field is required'. */
export const QUESTIONNAIRE_MESSAGES = {
  required: 'This field is required',
  price: 'Enter an amount in dollars, for example 12,500.',
  choice: 'Please choose one of the options',
  /** A free-text question answered with a number or a list: the wizard only ever sends text, so a script did. */
  text: MESSAGES.invalidRequest,
} as const

/** The steps of the questionnaire: categories in order, each with its populated questions; empty ones dropped. */
export function questionnaireSteps(categories: readonly StoredCategory[]): QuestionnaireStep[] {
  const seen = new Set<string>()
  return categories
    .map((category) => ({
      categoryId: category.categoryId,
      title: category.title,
      description: category.description ?? null,
      // A question listed by two categories is asked once, in the first.
      questions: (category.questions ?? []).filter((question): question is QuestionnaireQuestion => {
        if (typeof question === 'string' || seen.has(question.questionId)) return false
        seen.add(question.questionId)
        return true
      }),
    }))
    .filter((step) => step.questions.length > 0)
}

/** Every question of the steps, in the order they are asked. */
export function allQuestions(steps: readonly QuestionnaireStep[]): QuestionnaireQuestion[] {
  return steps.flatMap((step) => step.questions)
}

/**
 * The questions of one step the visitor sees. Visibility is decided over the whole questionnaire, since a
 * condition may refer to a question of an earlier step.
 */
export function visibleStepQuestions(
  steps: readonly QuestionnaireStep[],
  categoryId: string,
  answers: Answers,
): QuestionnaireQuestion[] {
  const visible = new Set(visibleQuestions(allQuestions(steps), answers).map((question) => question.questionId))
  const step = steps.find((candidate) => candidate.categoryId === categoryId)
  return (step?.questions ?? []).filter((question) => visible.has(question.questionId))
}

function isBlank(value: AnswerValue): boolean {
  if (value === null || value === undefined) return true
  if (typeof value === 'string') return value.trim() === ''
  return typeof value === 'object' && value.length === 0
}

/** A typed price ('$12,500', '12500.00') or a number as whole dollars; null when it is not an amount. */
export function parsePrice(value: AnswerValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value) : null
  if (typeof value !== 'string') return null
  const cleaned = value.replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null
  return Math.round(Number(cleaned))
}

const isOption = (question: QuestionnaireQuestion, answer: AnswerValue): boolean =>
  typeof answer === 'string' && (question.answers ?? []).some((option) => option.value === answer)

/**
 * One message per question of `questions` whose answer is missing (when required) or not of the question's type:
 * an amount (price), one of the options (radio, select), one string (textarea).
 */
export function answerErrors(questions: readonly QuestionnaireQuestion[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const question of questions) {
    const answer = answers[question.questionId]
    if (isBlank(answer)) {
      if (question.required) errors[question.questionId] = QUESTIONNAIRE_MESSAGES.required
    } else if (question.inputType === 'price' && parsePrice(answer) === null) {
      errors[question.questionId] = QUESTIONNAIRE_MESSAGES.price
    } else if ((question.inputType === 'radio' || question.inputType === 'select') && !isOption(question, answer)) {
      errors[question.questionId] = QUESTIONNAIRE_MESSAGES.choice
    } else if (question.inputType === 'textarea' && typeof answer !== 'string') {
      errors[question.questionId] = QUESTIONNAIRE_MESSAGES.text
    }
  }
  return errors
}

/** The messages of every visible question of the questionnaire (what the server checks before storing). */
export function questionnaireErrors(
  questions: readonly QuestionnaireQuestion[],
  answers: Answers,
): Record<string, string> {
  return answerErrors(visibleQuestions(questions, answers), answers)
}

type KeptAnswer = string | number

/**
 * The answers to keep: those of visible questions only (a follow-up whose condition no longer holds is not
 * sent or stored), blanks dropped, prices as whole dollars, choices only when they are one of the options,
 * free text only as one string. When no questionnaire is configured (`questions` empty) there is nothing to
 * check against: every non-blank text or number answer is kept.
 */
export function keptAnswers(questions: readonly QuestionnaireQuestion[], answers: Answers): Record<string, KeptAnswer> {
  const kept: Record<string, KeptAnswer> = {}
  if (questions.length === 0) {
    for (const [key, value] of Object.entries(answers)) {
      if ((typeof value === 'string' || typeof value === 'number') && !isBlank(value)) kept[key] = value
    }
    return kept
  }
  for (const question of visibleQuestions(questions, answers)) {
    const answer = answers[question.questionId]
    if (answer === null || answer === undefined || isBlank(answer)) continue
    if (question.inputType === 'price') {
      const price = parsePrice(answer)
      if (price !== null) kept[question.questionId] = price
    } else if (question.inputType === 'radio' || question.inputType === 'select') {
      if (typeof answer === 'string' && isOption(question, answer)) kept[question.questionId] = answer
    } else if (typeof answer === 'string') {
      kept[question.questionId] = answer
    }
  }
  return kept
}
