'use client'

import Link from 'next/link'
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { ModalDialog } from '@/components/ui/modal-dialog.client'
import { formatPrice } from '@/lib/format'
import { calculatorBounds } from '@/lib/payments'
import type { PaymentSettings } from '@/lib/payments/types'
import { termsFromWizard } from '@/lib/pricing/terms'
import {
  CREDIT_RANGES,
  type CreditRange,
  nextStep,
  previousStep,
  startWizard,
  stepPosition,
  WIZARD_MESSAGES,
  type WizardState,
  type WizardStep,
} from '@/lib/pricing/wizard'
import { CREDIT_SCORE_LABELS } from '@/lib/settings/defaults'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'
import { localePath } from '@/lib/i18n/locales'

import { BackButton, PersonalDetailsForm } from './personal-details-form.client'
import { termsStore } from './terms-store'
import { AmountField, ChoiceField } from './wizard-fields.client'

const STEP_HEADINGS: Record<WizardStep, string> = {
  'down-payment': 'Your down payment',
  'trading-in': 'Your trade-in',
  'trade-equity': 'Your trade equity',
  'credit-score': 'Your credit score',
  'personal-details': 'Your details',
  done: 'Your terms are set',
}

const CREDIT_OPTIONS = CREDIT_SCORE_LABELS.map((label) => ({
  value: label,
  label: `${label} (${CREDIT_RANGES[label].min}–${CREDIT_RANGES[label].max})`,
}))
const TRADE_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

const PRIMARY =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800 sm:w-auto'
const SECONDARY =
  'inline-flex min-h-11 w-full items-center justify-center rounded-lg border border-brand-700 px-5 py-2 font-semibold text-brand-700 hover:bg-brand-50'

type FieldKey = keyof typeof WIZARD_MESSAGES

type PricingWizardDialogProps = {
  settings: PaymentSettings
  vehicleId?: string
  onClose: () => void
}

/**
 * The six-step personalised pricing wizard in a modal dialog: the state machine of lib/pricing/wizard
 * drives six steps (five without a trade-in). Each step's heading, which says "Step n of N", takes focus when
 * the step shows, so a screen reader announces where the visitor is; a refused answer puts focus on its field.
 * The personal details are the unlock-price lead; once it is stored the terms go to the pricingTerms cookie and
 * every payment on the page follows.
 */
export function PricingWizardDialog({ settings, vehicleId, onClose }: PricingWizardDialogProps) {
  const tr = useTranslate()
  const locale = useLocale()
  const bounds = calculatorBounds(settings)
  const [state, setState] = useState<WizardState>(startWizard)
  const [error, setError] = useState<{
    field: FieldKey
    message: string
  } | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const { index, count } = stepPosition(state)

  useEffect(() => heading.current?.focus(), [state.step])

  const update = (changes: Partial<WizardState>) => {
    setState((previous) => ({ ...previous, ...changes }))
    setError(null)
  }
  const advance = (event?: FormEvent) => {
    event?.preventDefault()
    const result = nextStep(state, bounds)
    if (result.ok) {
      setError(null)
      setState(result.state)
      const terms = termsFromWizard(result.state)
      if (terms) termsStore.save(terms)
      return
    }
    setError({ field: result.field, message: result.message })
    // After the error renders: onto the refused field (the first radio of a group).
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }
  const back = () => {
    setError(null)
    setState(previousStep)
  }
  const errorOf = (field: FieldKey) => (error?.field === field ? tr.text(error.message) : null)

  const stepForm = (fields: ReactNode) => (
    <form noValidate onSubmit={advance} aria-label={tr.text(STEP_HEADINGS[state.step])} className="space-y-5">
      {fields}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {index > 1 ? <BackButton onClick={back} /> : <span aria-hidden="true" />}
        <button type="submit" className={PRIMARY}>
          {tr('forms.common.next')}
        </button>
      </div>
    </form>
  )

  let content: ReactNode
  switch (state.step) {
    case 'down-payment':
      content = stepForm(
        <AmountField
          label={tr('finance.pricing.downPayment')}
          value={state.cashDown}
          bounds={bounds.cashDown}
          error={errorOf('cashDown')}
          onChange={(cashDown) => update({ cashDown })}
        />,
      )
      break
    case 'trading-in':
      content = stepForm(
        <ChoiceField
          legend={tr('finance.pricing.tradingVehicle')}
          name="trading-in"
          options={TRADE_OPTIONS.map((option) => ({ ...option, label: tr.text(option.label) }))}
          value={state.tradingIn === null ? null : state.tradingIn ? 'yes' : 'no'}
          error={errorOf('tradingIn')}
          onChange={(answer) => update({ tradingIn: answer === 'yes' })}
        />,
      )
      break
    case 'trade-equity':
      content = stepForm(
        <AmountField
          label={tr('finance.pricing.tradeEquity')}
          value={state.tradeEquity}
          bounds={bounds.tradeEquity}
          error={errorOf('tradeEquity')}
          onChange={(tradeEquity) => update({ tradeEquity })}
        />,
      )
      break
    case 'credit-score':
      content = stepForm(
        <ChoiceField<CreditRange>
          legend={tr('finance.pricing.whatCreditScoreRange')}
          name="credit-range"
          options={CREDIT_OPTIONS.map((option) => ({
            ...option,
            label: option.label.replace(option.value, tr.text(option.value)),
          }))}
          value={state.creditRange}
          error={errorOf('creditRange')}
          onChange={(creditRange) => update({ creditRange })}
        />,
      )
      break
    case 'personal-details':
      content = <PersonalDetailsForm vehicleId={vehicleId} onSent={() => advance()} onBack={back} />
      break
    case 'done':
      content = (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            <dt className="text-ink-700">{tr('finance.pricing.downPayment')}</dt>
            <dd className="font-semibold text-ink-900">{formatPrice(state.cashDown ?? 0)}</dd>
            <dt className="text-ink-700">{tr('finance.pricing.tradeEquity')}</dt>
            <dd className="font-semibold text-ink-900">
              {formatPrice(state.tradingIn ? (state.tradeEquity ?? 0) : 0)}
            </dd>
            <dt className="text-ink-700">{tr('finance.pricing.creditScore')}</dt>
            <dd className="font-semibold text-ink-900">{state.creditRange && tr.text(state.creditRange)}</dd>
          </dl>
          <p className="text-ink-700">{tr('finance.pricing.paymentsEveryVehicleNow')}</p>
          <div className="flex flex-col gap-3">
            {/* Closing the <dialog> itself ends its modal state before onClose, so focus can go back. */}
            <button
              type="button"
              onClick={(event) => event.currentTarget.closest('dialog')?.close()}
              className={PRIMARY}
            >
              {tr('finance.pricing.keepBrowsing')}
            </button>
            <Link href={localePath('/auto-financing/apply-for-financing', locale)} className={SECONDARY}>
              {tr('finance.pricing.getPreApprovedInstantly')}
            </Link>
            <Link href={localePath('/sell-trade-my-car', locale)} className={SECONDARY}>
              {tr('finance.pricing.valueMyTrade')}
            </Link>
          </div>
        </div>
      )
      break
  }

  return (
    <ModalDialog title={tr('finance.pricing.personalizePayment')} onClose={onClose}>
      <div ref={body} className="space-y-4">
        <h3 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink-900 focus:outline-none">
          <span className="block text-sm font-semibold text-brand-700">
            {tr('finance.pricing.stepNumberCount', { number: index, count })}
          </span>
          {tr.text(STEP_HEADINGS[state.step])}
        </h3>
        {content}
      </div>
    </ModalDialog>
  )
}
