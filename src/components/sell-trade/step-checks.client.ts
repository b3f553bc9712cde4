'use client'

import type { UseFormReturn } from 'react-hook-form'

import type { SellTradeWizardInput, SellTradeWizardValues } from '@/lib/leads/schemas/sell-trade'
import type { Answers } from '@/lib/trade-in/condition'
import { answerErrors, visibleStepQuestions, type QuestionnaireStep } from '@/lib/trade-in/questionnaire'
import { checkVin } from '@/lib/trade-in/wizard'

import { answerPath } from './question-field.client'

/** The wizard's react-hook-form. */
export type WizardMethods = UseFormReturn<SellTradeWizardInput, unknown, SellTradeWizardValues>

const VEHICLE_FIELDS = ['intent', 'trade.year', 'trade.make', 'trade.model', 'trade.trim', 'trade.mileage'] as const

/**
 * The vehicle step: by VIN, the VIN must be given and decode (its year and make are then copied into the form),
 * and the shared schema checks the rest. Focus goes to the first field in error.
 */
export async function checkVehicleStep(methods: WizardMethods): Promise<boolean> {
  const byVin = methods.getValues('identifyBy') === 'vin'
  let vinOk = true
  if (byVin) {
    const check = checkVin(String(methods.getValues('trade.vin') ?? ''))
    if (check.ok) {
      methods.clearErrors('trade.vin')
      methods.setValue('trade.vin', check.decoded.vin)
      if (check.decoded.modelYear) methods.setValue('trade.year', String(check.decoded.modelYear))
      if (check.decoded.make) methods.setValue('trade.make', check.decoded.make)
    } else {
      vinOk = false
    }
  } else {
    // Identified by year, make and model: a VIN typed before switching is not sent.
    methods.setValue('trade.vin', '')
  }
  const fieldsOk = await methods.trigger([...VEHICLE_FIELDS], {
    shouldFocus: vinOk,
  })
  if (!vinOk) {
    const check = checkVin(String(methods.getValues('trade.vin') ?? ''))
    methods.setError('trade.vin', { type: 'vin', message: check.ok ? '' : check.message }, { shouldFocus: true })
  }
  return vinOk && fieldsOk
}

/** A questionnaire step: required and malformed answers of its visible questions, focus to the first. */
export function checkQuestionStep(
  methods: WizardMethods,
  steps: readonly QuestionnaireStep[],
  categoryId: string,
): boolean {
  const answers = (methods.getValues('answers') ?? {}) as Answers
  const questions = visibleStepQuestions(steps, categoryId, answers)
  questions.forEach((question) => methods.clearErrors(answerPath(question.questionId)))
  const errors = Object.entries(answerErrors(questions, answers))
  errors.forEach(([questionId, message], index) =>
    methods.setError(answerPath(questionId), { type: 'question', message }, { shouldFocus: index === 0 }),
  )
  return errors.length === 0
}
