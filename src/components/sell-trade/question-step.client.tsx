'use client'

import { useWatch } from 'react-hook-form'

import type { Answers } from '@/lib/trade-in/condition'
import { visibleStepQuestions, type QuestionnaireStep } from '@/lib/trade-in/questionnaire'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { QuestionField } from './question-field.client'

/**
 * A questionnaire step: the category's description and its questions that the answers so far make visible. A
 * follow-up question appears (and is announced by its own label when reached by Tab) as soon as the answer it
 * depends on holds, and disappears when it no longer does.
 */
export function QuestionStep({ steps, step }: { steps: readonly QuestionnaireStep[]; step: QuestionnaireStep }) {
  const tr = useTranslate()
  const answers = (useWatch({ name: 'answers' }) ?? {}) as Answers
  const questions = visibleStepQuestions(steps, step.categoryId, answers)
  const anyRequired = questions.some((question) => question.required)
  return (
    <div className="space-y-5">
      {step.description && <p className="text-ink-700">{step.description}</p>}
      {anyRequired && <p className="text-sm text-ink-600">{tr('finance.sellTrade.questionsNotMarkedOptional')}</p>}
      {questions.map((question) => (
        <QuestionField key={question.questionId} question={question} />
      ))}
    </div>
  )
}
