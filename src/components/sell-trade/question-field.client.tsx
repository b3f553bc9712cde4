'use client'

import { CONTROL_CLASS, describedBy, FieldShell } from '@/components/forms/field-shell'
import { useField } from '@/components/forms/use-field.client'
import { MAX_TRADE_ANSWER_LENGTH } from '@/lib/leads/schemas/sell-trade'
import type { QuestionnaireQuestion } from '@/lib/trade-in/questionnaire'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The form path of a question's answer. */
export const answerPath = (questionId: string) => `answers.${questionId}` as const

const labelOf = (question: QuestionnaireQuestion) => (question.required ? question.text : `${question.text} (optional)`)

/**
 * One questionnaire question bound to the wizard's form: radio buttons (with each answer's description), a
 * drop-down, a dollar amount or free text, by its input type. Required questions say so (aria-required); the
 * optional ones say "(optional)" in their label.
 */
export function QuestionField({ question }: { question: QuestionnaireQuestion }) {
  if (question.inputType === 'radio') return <RadioQuestion question={question} />
  return <ControlQuestion question={question} />
}

function RadioQuestion({ question }: { question: QuestionnaireQuestion }) {
  const name = answerPath(question.questionId)
  const { id, register, error } = useField(name)
  return (
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={question.required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, {
        hint: Boolean(question.description),
        error,
      })}
    >
      <legend id={`${id}-legend`} className="text-base font-semibold text-ink-900">
        {labelOf(question)}
      </legend>
      {question.description && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-600">
          {question.description}
        </p>
      )}
      <div className="mt-2 space-y-2">
        {(question.answers ?? []).map((answer, index) => (
          <label
            key={answer.value}
            className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-500 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={answer.value}
              className="mt-1 size-4 accent-brand-700"
              aria-describedby={answer.description ? `${id}-answer-${index}` : undefined}
              {...register(name)}
            />
            <span>
              <span className="block font-semibold text-ink-900">{answer.label}</span>
              {answer.description && (
                <span id={`${id}-answer-${index}`} className="block text-sm text-ink-600">
                  {answer.description}
                </span>
              )}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}

function ControlQuestion({ question }: { question: QuestionnaireQuestion }) {
  const tr = useTranslate()
  const name = answerPath(question.questionId)
  const { id, register, error } = useField(name)
  const common = {
    id,
    'aria-required': question.required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, {
      hint: Boolean(question.description),
      error,
    }),
    className: CONTROL_CLASS,
    ...register(name),
  }
  return (
    <FieldShell id={id} label={labelOf(question)} hint={question.description} error={error}>
      {question.inputType === 'select' && (
        <select {...common}>
          <option value="">{tr('finance.sellTrade.chooseAnswer')}</option>
          {(question.answers ?? []).map((answer) => (
            <option key={answer.value} value={answer.value}>
              {answer.label}
            </option>
          ))}
        </select>
      )}
      {question.inputType === 'price' && (
        <div className="flex items-center gap-2">
          <span aria-hidden="true" className="text-lg font-semibold text-ink-700">
            $
          </span>
          <input type="text" inputMode="decimal" autoComplete="off" {...common} />
        </div>
      )}
      {question.inputType === 'textarea' && <textarea rows={4} maxLength={MAX_TRADE_ANSWER_LENGTH} {...common} />}
    </FieldShell>
  )
}
