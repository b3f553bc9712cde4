'use client'

import { useRef, useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { FormProvider } from '@/components/forms/form-provider.client'

import { type FormHandoff, useHandoff } from '@/components/forms/deferred-form.client'
import { FormAlert } from '@/components/forms/form-alert'
import { honeypotValue, HONEYPOT_FIELD } from '@/components/forms/honeypot-field'
import { newIdempotencyKey } from '@/components/forms/idempotency-key'
import { FORM_ERROR_KEY, POST_MESSAGES, postForm } from '@/components/forms/post-lead'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextField } from '@/components/forms/text-field.client'
import { useLocale } from '@/components/i18n/locale-context.client'
import { ALERT_PATHS } from '@/lib/alerts/constants'
import type { AlertKind, AlertSubscribeInput, AlertSubscription } from '@/lib/alerts/schema'
import { ALERT_FORM_TEXTS } from '@/lib/i18n/alert-form-texts'
import { LIMITS } from '@/lib/leads/limits'

export type AlertTarget =
  | { kind: Extract<AlertKind, 'price-drop'>; vehicleId: string }
  | { kind: Extract<AlertKind, 'new-matches'>; searchPath: string }

/**
 * The alert sign-up's live form (AlertSignup loads it when the visitor reaches its stand-in): the email address
 * posted to `/api/alerts` with the shared schema, the lead forms' honeypot and fill time, and their challenge
 * handling. The schema (zod and the shared field rules) loads on the email field's first focus, or at the first
 * submission.
 */
export function AlertSignupForm({
  target,
  handoff,
  onDone,
}: {
  target: AlertTarget
  handoff?: FormHandoff
  onDone: () => void
}) {
  const locale = useLocale()
  const texts = ALERT_FORM_TEXTS[locale]
  const key = useRef<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const watched = target.kind === 'price-drop' ? { vehicleId: target.vehicleId } : { searchPath: target.searchPath }
  const context = () => ({
    kind: target.kind,
    ...watched,
    idempotencyKey: (key.current ??= newIdempotencyKey()),
    pageUrl: window.location.href.slice(0, LIMITS.url),
    // A Spanish page's sign-up gets Spanish emails and answers; English posts stay as they were.
    ...(locale === 'en' ? {} : { locale }),
  })
  const validator = useRef<Promise<Resolver<AlertSubscribeInput, unknown, AlertSubscription>> | null>(null)
  const loadValidator = () =>
    (validator.current ??= Promise.all([import('@/lib/alerts/schema'), import('@hookform/resolvers/zod')])
      .then(([{ alertSubscribeSchema }, { zodResolver }]) => zodResolver(alertSubscribeSchema))
      .catch((error: unknown) => {
        validator.current = null
        throw error
      }))
  const methods = useForm<AlertSubscribeInput, unknown, AlertSubscription>({
    defaultValues: { email: handoff?.values.email ?? '' },
    resolver: async (values, resolverContext, options) =>
      (await loadValidator())({ ...values, ...context() }, resolverContext, options),
  })

  const onValid = async (_values: AlertSubscription, event?: { target?: EventTarget | null }) => {
    setFormError(null)
    const body = { email: methods.getValues('email'), ...context(), [HONEYPOT_FIELD]: honeypotValue(event?.target ?? formRef.current), fillMs: Math.round(performance.now()) }
    const result = await postForm(ALERT_PATHS.subscribe, body)
    if (result.kind === 'created') {
      key.current = null
      onDone()
    } else if (result.kind === 'invalid' && result.errors.email) {
      methods.setError('email', { type: 'server', message: result.errors.email }, { shouldFocus: true })
    } else if (result.kind === 'invalid') {
      setFormError(Object.values(result.errors).join(' '))
    } else {
      setFormError(result.kind === 'offline' ? POST_MESSAGES.offline : result.message)
    }
  }
  const onInvalid = () => {
    const { errors } = methods.formState
    const unshown = Object.entries(errors).filter(([name]) => name !== 'email' && name !== FORM_ERROR_KEY)
    setFormError(unshown.map(([, error]) => error?.message).filter(Boolean).join(' ') || null)
  }
  const onSubmit = methods.handleSubmit(onValid, onInvalid)

  useHandoff(formRef, handoff, () => void onSubmit())

  return (
    <FormProvider {...methods}>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        onFocus={() => void loadValidator().catch(() => undefined)}
        className="mt-3 space-y-3"
      >
        <TextField name="email" label={texts.email} type="email" autoComplete="email" />
        <FormAlert message={formError} />
        <SubmitButton pending={methods.formState.isSubmitting} pendingLabel={texts.sending}>
          {texts.submit}
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
