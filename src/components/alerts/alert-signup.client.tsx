'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { FormProvider, type Resolver, useForm } from 'react-hook-form'

import { FormAlert } from '@/components/forms/form-alert'
import { useLocale } from '@/components/i18n/locale-context.client'
import { honeypotValue, HONEYPOT_FIELD } from '@/components/forms/honeypot-field'
import { newIdempotencyKey } from '@/components/forms/idempotency-key'
import { FORM_ERROR_KEY, POST_MESSAGES, postForm } from '@/components/forms/post-lead'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextField } from '@/components/forms/text-field.client'
import { ALERT_PATHS } from '@/lib/alerts/constants'
import type { AlertKind, AlertSubscribeInput, AlertSubscription } from '@/lib/alerts/schema'
import { ALERT_FORM_TEXTS } from '@/lib/i18n/alert-form-texts'
import { LIMITS } from '@/lib/leads/limits'

type AlertSignupProps =
  | { kind: Extract<AlertKind, 'price-drop'>; vehicleId: string }
  | { kind: Extract<AlertKind, 'new-matches'>; searchPath: string }

/**
 * "Tell me if the price drops" (VDP) and "Tell me about new matches" (SRP): an email address posted to
 * `/api/alerts` with the shared schema, the lead forms' honeypot and fill time, and their challenge handling.
 * Success says to check the inbox: nothing is sent until the address confirms. The schema (zod and the shared
 * field rules) loads when the email field is first focused, or at the first submission.
 */
export function AlertSignup(props: AlertSignupProps) {
  const headingId = useId()
  const locale = useLocale()
  const texts = ALERT_FORM_TEXTS[locale]
  const t = (textKey: keyof typeof texts) => texts[textKey]
  const key = useRef<string | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const target = props.kind === 'price-drop' ? { vehicleId: props.vehicleId } : { searchPath: props.searchPath }
  const context = () => ({
    kind: props.kind,
    ...target,
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
    defaultValues: { email: '' },
    resolver: async (values, resolverContext, options) =>
      (await loadValidator())({ ...values, ...context() }, resolverContext, options),
  })
  const priceDrop = props.kind === 'price-drop'
  // The form (and the button that had focus) goes away on success: focus moves to the message that replaces it.
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const onValid = async (_values: AlertSubscription, event?: { target?: EventTarget | null }) => {
    setFormError(null)
    const body = { email: methods.getValues('email'), ...context(), [HONEYPOT_FIELD]: honeypotValue(event?.target), fillMs: Math.round(performance.now()) }
    const result = await postForm(ALERT_PATHS.subscribe, body)
    if (result.kind === 'created') {
      key.current = null
      setDone(true)
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

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink-200 bg-white p-4">
      <h2 id={headingId} className="font-bold text-ink-900">
        {t(priceDrop ? 'price-drop-title' : 'new-matches-title')}
      </h2>
      <div role="status">
        {done && (
          <div className="mt-2">
            <p ref={doneRef} tabIndex={-1} className="font-semibold text-ink-900 focus:outline-none">
              {t('success-title')}
            </p>
            <p className="mt-1 text-sm text-ink-700">{t('success')}</p>
          </div>
        )}
      </div>
      {!done && (
        <FormProvider {...methods}>
          <p className="mt-1 text-sm text-ink-700">
            {t(priceDrop ? 'price-drop-intro' : 'new-matches-intro')}
          </p>
          <form
            noValidate
            onSubmit={methods.handleSubmit(onValid, onInvalid)}
            onFocus={() => void loadValidator().catch(() => undefined)}
            className="mt-3 space-y-3"
          >
            <TextField name="email" label={t('email')} type="email" autoComplete="email" />
            <FormAlert message={formError} />
            <SubmitButton pending={methods.formState.isSubmitting} pendingLabel={t('sending')}>
              {t('submit')}
            </SubmitButton>
          </form>
        </FormProvider>
      )}
    </section>
  )
}
