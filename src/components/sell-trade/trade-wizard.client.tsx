'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { trackConversion } from '@/components/tracking/track'
import type { StoredTradeOffer } from '@/lib/leads/schemas/sell-trade'
import type { Answers } from '@/lib/trade-in/condition'
import { allQuestions, keptAnswers, type QuestionnaireStep } from '@/lib/trade-in/questionnaire'
import { useTranslate } from '@/components/i18n/use-translate.client'
import {
  nextStepIndex,
  previousStepIndex,
  stepCounter,
  stepOfField,
  stepTitle,
  wizardSteps,
} from '@/lib/trade-in/wizard'

import { ContactStep } from './contact-step.client'
import { OfferResult, offerOf } from './offer-result'
import { answerPath } from './question-field.client'
import { QuestionStep } from './question-step.client'
import { StepButtons } from './step-buttons.client'
import { checkQuestionStep, checkVehicleStep } from './step-checks.client'
import { VehicleStep } from './vehicle-step.client'

const TRADE_FIELDS = ['trade.vin', 'trade.year', 'trade.make', 'trade.model', 'trade.trim', 'trade.mileage'] as const
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
const EMPTY_TRADE = {
  year: '',
  make: '',
  model: '',
  trim: '',
  mileage: '',
  vin: '',
}

/**
 * /sell-trade-my-car/your-vehicle: the vehicle, one step per questionnaire category, the contact details, then the
 * offer the server computed (`POST /api/forms/sell-trade`). One form across the steps, so Back keeps every answer;
 * each step's heading (with 'Step n of m') takes focus; answers to questions hidden by a condition are not sent.
 */
export function TradeWizard({ questionnaire }: { questionnaire: QuestionnaireStep[] }) {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const steps = wizardSteps(questionnaire.map((step) => step.categoryId))
  const questions = allQuestions(questionnaire)
  const [index, setIndex] = useState(0)
  const [offer, setOffer] = useState<StoredTradeOffer | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  // In page order: a server error goes to the first of these it names.
  const fields = [
    'intent' as const,
    ...TRADE_FIELDS,
    ...questions.map((question) => answerPath(question.questionId)),
    ...CONTACT_FIELDS,
  ]
  const focusField = useRef<(typeof fields)[number] | null>(null)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'sell-trade',
    schema: () => import('@/lib/leads/schemas/sell-trade').then((schemas) => schemas.sellTradeWizardSchema),
    defaultValues: {
      identifyBy: 'vin',
      trade: EMPTY_TRADE,
      answers: {},
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
    },
    fields,
    onCreated: (_values, answer) => {
      trackConversion('SellTrade')
      setOffer(offerOf(answer.body))
      go(steps.length - 1)
    },
    onFailed: (reason, errors) => {
      if (reason !== 'server-invalid') return
      // The server's checks are the last word: back to the step of its first field error, focus on that field.
      const categoryOf = (id: string) =>
        questionnaire.find((entry) => entry.questions.some((question) => question.questionId === id))?.categoryId
      const first = fields.find((name) => errors[name] !== undefined)
      const target = first ? stepOfField(steps, first, categoryOf) : null
      if (first && target !== null && target !== index) {
        focusField.current = first
        go(target)
      }
    },
  })

  function go(target: number) {
    moved.current = true
    setIndex(target)
  }

  useEffect(() => {
    if (!moved.current) return
    const field = focusField.current
    focusField.current = null
    if (field) methods.setFocus(field)
    else heading.current?.focus()
  }, [index, methods])

  const step = steps[index]
  const category =
    step.kind === 'questions' ? questionnaire.find((entry) => entry.categoryId === step.categoryId) : undefined

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (step.kind === 'contact') {
      // Only what the visitor can see is sent: answers of questions whose condition no longer holds are dropped.
      methods.setValue('answers', keptAnswers(questions, (methods.getValues('answers') ?? {}) as Answers))
      return onSubmit(event)
    }
    event.preventDefault()
    const ok =
      step.kind === 'vehicle'
        ? await checkVehicleStep(methods)
        : step.kind === 'questions' && checkQuestionStep(methods, questionnaire, step.categoryId)
    if (ok) go(nextStepIndex(steps, index))
  }

  const title = stepTitle(step, category?.title)
  const counter = stepCounter(steps, index)
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} aria-labelledby="trade-step-heading" className="space-y-6">
        <h2
          id="trade-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold text-ink-900 focus:outline-none"
        >
          {counter && <span className="block text-sm font-semibold text-brand-800">{`${tr.text(counter)}: `}</span>}
          {tr.text(title)}
        </h2>
        {step.kind === 'offer' ? (
          <OfferResult offer={offer} />
        ) : (
          <fieldset disabled={!hydrated} className="space-y-6">
            {step.kind === 'vehicle' && <VehicleStep />}
            {category && <QuestionStep steps={questionnaire} step={category} />}
            {step.kind === 'contact' && <ContactStep />}
            <FormAlert message={step.kind === 'contact' ? formError : null} />
            <StepButtons
              onBack={index > 0 ? () => go(previousStepIndex(steps, index)) : null}
              last={step.kind === 'contact'}
              pending={pending}
            />
          </fieldset>
        )}
      </form>
    </FormProvider>
  )
}
