'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { TOASTS } from '@/components/toast/messages'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { testDriveDays } from '@/lib/leads/test-drive-schedule'
import { useTranslate } from '@/components/i18n/use-translate.client'

import type { TestDrivePlan } from './test-drive-plan'
import { DayStep, DetailsStep, NoTimes, Scheduled, TimeStep } from './test-drive-steps.client'

type Step = 'day' | 'time' | 'details' | 'scheduled'

const HEADINGS: Record<Step, string> = {
  day: 'Choose a day',
  time: 'Choose a time',
  details: 'Confirm your details',
  scheduled: 'Test drive scheduled',
}
const STEP_NUMBER: Partial<Record<Step, number>> = { day: 1, time: 2, details: 3 }

/**
 * Test drive scheduling: choose day → choose time → confirm details → scheduled, posted to `/api/forms/test-drive`.
 * Days and times come from the location's sales hours and the browser's clock when the dialog opens, so the
 * cached vehicle page holds nothing that depends on the visitor or the time. Each step's heading takes focus.
 */
export function TestDriveForm({ plan, onDone }: { plan: TestDrivePlan; onDone: () => void }) {
  const tr = useTranslate()
  const toast = useToast()
  const [days] = useState(() => testDriveDays(plan.sales, new Date()))
  const [step, setStep] = useState<Step>('day')
  const heading = useRef<HTMLHeadingElement>(null)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'test-drive',
    schema: () => import('@/lib/leads/schemas/test-drive').then((schemas) => schemas.testDriveSchema),
    defaultValues: { day: '', time: '', firstName: '', lastName: '', email: '', phone: '' },
    fields: ['day', 'time', 'firstName', 'lastName', 'email', 'phone'],
    context: { vehicleId: plan.vehicleId },
    onCreated: () => {
      trackConversion('Schedule')
      setStep('scheduled')
      toast.show({ ...TOASTS.testDriveSuccess, group: 'test-drive' })
    },
    onFailed: (_reason, errors) => {
      // The server checks the time against its clock and the hours again: a refused slot goes back to its step.
      if (errors.day) setStep('day')
      else if (errors.time) setStep('time')
      const aboutYou = ['user', 'firstName', 'lastName', 'email', 'phone'].some((key) => key in errors)
      toast.show({ ...(aboutYou ? TOASTS.testDriveUserError : TOASTS.testDriveError), group: 'test-drive' })
    },
  })

  useEffect(() => heading.current?.focus(), [step])

  const timesOf = (day: string) => days.find((entry) => entry.day === day)?.times ?? []
  const next = async () => {
    if (step === 'day' && (await methods.trigger('day', { shouldFocus: true }))) {
      if (!timesOf(methods.getValues('day')).includes(methods.getValues('time'))) methods.setValue('time', '')
      setStep('time')
    } else if (step === 'time' && (await methods.trigger('time', { shouldFocus: true }))) {
      setStep('details')
    }
  }
  // Enter or the primary button submits the form: it moves on a step, and on the last one sends it.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'details') return onSubmit(event)
    event.preventDefault()
    void next()
  }
  const back = () => setStep(step === 'details' ? 'time' : 'day')
  const number = STEP_NUMBER[step]

  if (days.length === 0) return <NoTimes phone={plan.phone} />
  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={submit} aria-labelledby="test-drive-step">
        {number && <p className="text-sm font-semibold text-brand-700">{tr('forms.testDrive.stepOfThree', { number })}</p>}
        <h3 id="test-drive-step" ref={heading} tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none">
          {tr.text(HEADINGS[step])}
        </h3>
        {step === 'day' && <DayStep days={days} />}
        {step === 'time' && <TimeStep times={timesOf(methods.getValues('day'))} plan={plan} />}
        {step === 'details' && (
          <DetailsStep
            slot={{ day: methods.getValues('day'), time: methods.getValues('time') }}
            plan={plan}
            pending={pending}
            formError={formError}
            onBack={back}
          />
        )}
        {step === 'scheduled' && (
          <Scheduled slot={{ day: methods.getValues('day'), time: methods.getValues('time') }} plan={plan} onDone={onDone} />
        )}
        {(step === 'day' || step === 'time') && (
          <div className="mt-6 flex gap-3">
            {step === 'time' && (
              <button type="button" onClick={back} className="min-h-11 flex-1 rounded-lg border border-slate-500 px-4 font-semibold sm:flex-none">
                {tr('forms.common.back')}
              </button>
            )}
            <button type="submit" className="min-h-11 flex-1 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 sm:flex-none">
              {tr('forms.common.continue')}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  )
}
