'use client'

import type { FormEvent } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { applicationOf } from '@/lib/credit-application/draft'
import { STEPS, stepsFor } from '@/lib/credit-application/steps'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { ApplicationSent } from './application-sent'
import { CoBorrowerStep } from './co-borrower-step.client'
import { CREDIT_APPLICATION_TOAST_GROUP as group, CREDIT_APPLICATION_TOASTS } from './credit-toasts'
import { EmploymentFields } from './employment-fields.client'
import { IdentityFields } from './identity-fields.client'
import { ResidenceFields } from './residence-fields.client'
import { ReviewStep } from './review-step.client'
import { StepIndicator } from './step-indicator'
import { useCreditApplication } from './use-credit-application.client'

const BUTTON = 'min-h-11 rounded-lg px-5 font-semibold'

/**
 * The full credit application (`POST /api/forms/full-credit-application`) in steps: about you,
 * residence, employment, an optional co-borrower with the same three parts, then review and submit. Enter or the
 * primary button moves on a step (after checking it) and on the review sends the application. Disabled until
 * hydrated: without JavaScript the page says whom to call.
 */
export function CreditApplicationForm() {
  const tr = useTranslate()
  const hydrated = useHydrated()
  const toast = useToast()
  const application = useCreditApplication((outcome) =>
    toast.show({ ...(outcome === 'sent' ? CREDIT_APPLICATION_TOASTS.success : CREDIT_APPLICATION_TOASTS.error), group }),
  )
  const { methods, step, withCoBorrower, sent, pending, formError, heading, form } = application

  if (sent) return <ApplicationSent heading={heading} onRestart={application.restart} />

  const steps = stepsFor(withCoBorrower)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void (step === 'review' ? application.submit() : application.next())
  }

  return (
    <FormProvider {...methods}>
      <form ref={form} noValidate onSubmit={onSubmit} aria-labelledby="credit-step-heading">
        <StepIndicator steps={steps} current={step} />
        <h2 id="credit-step-heading" ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold text-ink-900 focus:outline-none">
          <span className="block text-sm font-semibold text-brand-700">
            {tr('finance.creditApplication.stepNumberCount', { number: steps.indexOf(step) + 1, count: steps.length })}
          </span>{' '}
          {tr.text(STEPS[step].title)}
        </h2>
        <fieldset disabled={!hydrated} className="space-y-6">
          {step === 'applicant' && <IdentityFields prefix="" />}
          {step === 'residence' && <ResidenceFields prefix="" />}
          {step === 'employment' && <EmploymentFields prefix="" />}
          {step === 'co-borrower' && (
            <CoBorrowerStep withCoBorrower={withCoBorrower} onToggle={application.toggleCoBorrower} />
          )}
          {step === 'co-borrower-residence' && <ResidenceFields prefix="coBorrower." />}
          {step === 'co-borrower-employment' && <EmploymentFields prefix="coBorrower." />}
          {step === 'review' && (
            <ReviewStep application={applicationOf(methods.getValues(), withCoBorrower)} onEdit={application.goTo} />
          )}
          <FormAlert message={formError} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {step !== 'applicant' && (
              <button type="button" onClick={application.back} className={`${BUTTON} border border-slate-500 text-ink-900`}>
                {tr('forms.common.back')}
              </button>
            )}
            {step === 'review' ? (
              <SubmitButton pending={pending}>Submit application</SubmitButton>
            ) : (
              <button type="submit" className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
                {tr('forms.common.next')}
              </button>
            )}
          </div>
        </fieldset>
      </form>
    </FormProvider>
  )
}
