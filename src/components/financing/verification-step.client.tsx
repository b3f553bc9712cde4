'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormProvider } from '@/components/forms/form-provider.client'

import { FormAlert } from '@/components/forms/form-alert'
import { PhoneField } from '@/components/forms/phone-field.client'
import { TextField } from '@/components/forms/text-field.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import {
  verificationSchema,
  type VerificationOutcome,
  type VerificationRequest,
  type VerificationValues,
} from '@/lib/financing/verification'
import { formatPhone } from '@/lib/phone'
import { useLocale } from '@/components/i18n/locale-context.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { requestVerification } from './request-verification'
import { VerificationActions, type VerificationStage } from './verification-actions.client'

type VerificationStepProps = {
  labelledBy: string
  /** The phone once its code was accepted, null when the visitor starts over with another number. */
  onVerified: (phone: string | null) => void
  /** A message for the phone field from outside (the form's 403: the verification lapsed); a new object each time. */
  rejection: { message: string } | null
}

/**
 * Phone verification: the phone validation step texts a 6-digit code, the code
 * verification step checks it. Server messages go under the phone (asking for a code) or the code (verifying),
 * `error` ones into the alert (errors are keyed phone, code or error). A new code can be requested at any time during
 * the code step.
 */
export function VerificationStep({ labelledBy, onVerified, rejection }: VerificationStepProps) {
  const tr = useTranslate()
  const locale = useLocale()
  const hydrated = useHydrated()
  const [stage, setStage] = useState<VerificationStage>('phone')
  const [notice, setNotice] = useState('')
  const [formError, setFormError] = useState<string | null>(null)
  const [pending, setPending] = useState<VerificationRequest | null>(null)
  // A field to focus once the render that shows it is committed (a new object each time).
  const [focusTarget, setFocusTarget] = useState<{ name: keyof VerificationValues } | null>(null)
  const methods = useForm<VerificationValues>({
    resolver: zodResolver(verificationSchema),
    defaultValues: { phone: '', code: '' },
  })

  useEffect(() => {
    if (focusTarget) methods.setFocus(focusTarget.name)
  }, [focusTarget, methods])

  // A lapsed verification (403 from the form) sends the visitor back here, with the server's words on the phone.
  useEffect(() => {
    if (!rejection) return
    setStage('phone')
    setNotice('')
    methods.setError('phone', { type: 'server', message: rejection.message })
    setFocusTarget({ name: 'phone' })
  }, [rejection, methods])

  const show = (outcome: Extract<VerificationOutcome, { ok: false }>) => {
    const { phone, code, error } = outcome.errors
    if (code) methods.setError('code', { type: 'server', message: code }, { shouldFocus: true })
    if (phone) methods.setError('phone', { type: 'server', message: phone }, { shouldFocus: !code })
    setFormError(error ?? null)
  }

  const run = async (request: VerificationRequest) => {
    const fields = request === 'phone-validation' ? (['phone'] as const) : (['phone', 'code'] as const)
    if (pending || !(await methods.trigger(fields, { shouldFocus: true }))) return
    setPending(request)
    setFormError(null)
    const { phone, code } = methods.getValues()
    // A new code makes the old one useless: clear it now, not when the answer comes, which may be after the text
    // arrived and the visitor typed the new code.
    if (request === 'phone-validation') {
      methods.setValue('code', '')
      methods.clearErrors('code')
    }
    const outcome = await requestVerification(request, phone, code, locale)
    setPending(null)
    if (!outcome.ok) return show(outcome)
    setNotice(outcome.message)
    if (request === 'phone-validation') {
      setStage('code')
      setFocusTarget({ name: 'code' })
    } else {
      setStage('verified')
      onVerified(phone)
    }
  }

  const startOver = () => {
    setStage('phone')
    setNotice('')
    onVerified(null)
    setFocusTarget({ name: 'phone' })
  }

  return (
    <FormProvider {...methods}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => {
          event.preventDefault()
          void run(stage === 'phone' ? 'phone-validation' : 'code-verification')
        }}
      >
        <fieldset disabled={!hydrated} className="space-y-4">
          {stage === 'verified' ? (
            <p className="text-ink-900">
              <span className="font-semibold">{formatPhone(methods.getValues('phone'), 'input')}</span>
              {tr('finance.financing.verified')}
            </p>
          ) : (
            <PhoneField name="phone" label="Cell phone" />
          )}
          {stage === 'code' && (
            <TextField
              name="code"
              label="Verification code"
              autoComplete="one-time-code"
              inputMode="numeric"
              hint="Enter the 6-digit code we texted you."
            />
          )}
          <p role="status" className="text-sm font-medium text-green-800">
            {tr.text(notice)}
          </p>
          <FormAlert message={formError && tr.text(formError)} />
          <VerificationActions
            stage={stage}
            pending={pending}
            onResend={() => void run('phone-validation')}
            onStartOver={startOver}
          />
        </fieldset>
      </form>
    </FormProvider>
  )
}
