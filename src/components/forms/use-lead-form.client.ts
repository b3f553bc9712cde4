'use client'

import { useEffect, useRef, useState } from 'react'
import {
  type DefaultValues,
  type FieldErrors as FormFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'

import { useLocale } from '@/components/i18n/locale-context.client'
import { trackItemEvent } from '@/components/tracking/track'
import { useTranslate } from '@/components/i18n/use-translate.client'
import type { FormSlug } from '@/lib/leads/forms'
import { LIMITS } from '@/lib/leads/limits'
import { leadPurchase } from '@/lib/tracking/item-events'
import type { FieldErrors } from '@/lib/leads/schemas/registry'

import { toFormData } from './form-data'
import { honeypotValue, HONEYPOT_FIELD } from './honeypot-field'
import { newIdempotencyKey } from './idempotency-key'
import { FORM_ERROR_KEY, POST_MESSAGES, postLead } from './post-lead'

type LeadSchema = z.ZodType<FieldValues, FieldValues>

/** What a lead form passes to useLeadForm. */
export interface LeadFormOptions<S extends LeadSchema> {
  form: FormSlug
  /**
   * Loads the form's schema from src/lib/leads/schemas (the endpoint validates with the same one), e.g.
   * `() => import('@/lib/leads/schemas/contact').then((m) => m.contactSchema)`. A loader, not the schema: zod and
   * the phone-number library are most of a form's script, and a page should not load them before anyone types.
   */
  schema: () => Promise<S>
  defaultValues: DefaultValues<z.input<S>>
  /** The fields the form shows, in page order: errors go onto them; any other key shows in the form's alert. */
  fields: readonly Path<z.input<S>>[]
  /** Posted with every submission besides the fields (vehicleId…). */
  context?: Record<string, string>
  /** Post multipart/form-data instead of JSON (the careers résumé): File and FileList values go as file parts. */
  multipart?: boolean
  /**
   * A lead was stored (201), or the server kept the one it has (200 `unchanged`): the idempotency key is renewed
   * for the next one. `body` is the whole JSON answer (the sell-or-trade form reads its offer there).
   */
  onCreated: (values: z.input<S>, answer: { leadId: string | null; unchanged: boolean; body: unknown }) => void
  /**
   * Any failure: the browser's validation, the server's (400), a refusal (with the refusal's field messages, if
   * any, beside `_form`) or no answer.
   */
  onFailed?: (reason: 'invalid' | 'server-invalid' | 'refused' | 'offline', errors: FieldErrors) => void
}

/**
 * What the endpoint judges a bot by (src/lib/abuse/policy.ts): the honeypot's value and `fillMs`, the
 * milliseconds since the page began loading (performance.now(): its render, before any field could be filled, and
 * never reset by opening a dialog). A person takes seconds; a script that posts on load does not.
 */
function botSignals(form: EventTarget | null | undefined): Record<string, string | number> {
  return { [HONEYPOT_FIELD]: honeypotValue(form), fillMs: Math.round(performance.now()) }
}

/** First message per key of react-hook-form's errors (top level: lead forms are flat). */
function messagesOf(errors: FormFieldErrors): FieldErrors {
  const messages: FieldErrors = {}
  for (const [key, error] of Object.entries(errors)) {
    if (typeof error?.message === 'string') messages[key] = error.message
  }
  return messages
}

/**
 * A lead form on react-hook-form with the shared zod schema. The submission context (an idempotency key made once
 * and kept across retries of the same submission, pageUrl = location.href, `context`) is added before validation,
 * so the schema is used whole; a Spanish page adds `locale: 'es'`. The post's 400 field errors go back onto the
 * fields with setError; `_form` and keys without a field go to `formError`, which the form shows in its alert
 * region, in the page's language.
 */
export function useLeadForm<S extends LeadSchema>(options: LeadFormOptions<S>) {
  const { form, schema, defaultValues, fields, context, multipart, onCreated, onFailed } = options
  const key = useRef<string | null>(null)
  const inFlight = useRef(false)
  const [formError, setFormError] = useState<string | null>(null)
  const locale = useLocale()
  const tr = useTranslate()

  // `locale` tells the endpoint which language to answer its field messages in and to store on the lead.
  const submissionContext = () => ({
    ...context,
    ...(locale === 'en' ? {} : { locale }),
    idempotencyKey: (key.current ??= newIdempotencyKey()),
    pageUrl: window.location.href.slice(0, LIMITS.url),
  })
  // The validator loads on the first focus of one of the form's fields (or at the first submission, whichever comes
  // first), so by the time a person has typed it is there; a failed load is tried again at the next submission.
  const validator = useRef<Promise<Resolver<z.input<S>, unknown, z.output<S>>> | null>(null)
  const loadValidator = () =>
    (validator.current ??= Promise.all([schema(), import('@hookform/resolvers/zod')])
      .then(([loaded, { zodResolver }]) => zodResolver(loaded) as Resolver<z.input<S>, unknown, z.output<S>>)
      .catch((error: unknown) => {
        validator.current = null
        throw error
      }))
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, resolverContext, resolverOptions) =>
    (await loadValidator())({ ...values, ...submissionContext() }, resolverContext, resolverOptions)

  const methods = useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues })
  const isField = (name: string): name is Path<z.input<S>> => fields.some((field) => field === name)

  // Fields carry their registered name, so a focus on one of ours (keyboard, pointer or a label) starts the load.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const name = event.target instanceof Element ? event.target.getAttribute('name') : null
      if (name && isField(name)) void loadValidator().catch(() => undefined)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  })

  /** Messages of keys no field shows, joined for the alert region. */
  const unshown = (errors: FieldErrors) =>
    Object.entries(errors)
      .filter(([name]) => !isField(name))
      .map(([, message]) => message)
      .join(' ') || null

  const onInvalid = (errors: FormFieldErrors<z.input<S>>) => {
    const messages = messagesOf(errors)
    setFormError(unshown(messages))
    onFailed?.('invalid', messages)
  }

  const onValid = async (_values: unknown, event?: { target?: EventTarget | null }) => {
    if (inFlight.current) return
    inFlight.current = true
    setFormError(null)
    try {
      const body = { ...methods.getValues(), ...submissionContext(), ...botSignals(event?.target) }
      const result = await postLead(form, multipart ? toFormData(body) : body)
      if (result.kind === 'created') {
        key.current = null
        // A new lead about one vehicle is the shopper's purchase (docs/consent-and-tracking.md).
        const purchase = leadPurchase(context?.vehicleId, result.leadId, result.unchanged)
        if (purchase) trackItemEvent('purchase', purchase)
        onCreated(methods.getValues(), { leadId: result.leadId, unchanged: result.unchanged, body: result.body })
      } else if (result.kind === 'invalid') {
        const shown = fields.filter((name) => result.errors[name] !== undefined)
        shown.forEach((name, index) =>
          methods.setError(name, { type: 'server', message: result.errors[name] }, { shouldFocus: index === 0 }),
        )
        setFormError(unshown(result.errors))
        onFailed?.('server-invalid', result.errors)
      } else {
        const message = result.kind === 'offline' ? POST_MESSAGES.offline : result.message
        setFormError(message)
        onFailed?.(result.kind, { ...(result.kind === 'refused' ? result.errors : {}), [FORM_ERROR_KEY]: message })
      }
    } finally {
      inFlight.current = false
    }
  }

  return {
    methods,
    onSubmit: methods.handleSubmit(onValid, onInvalid),
    pending: methods.formState.isSubmitting,
    formError: formError && tr.text(formError),
    setFormError,
  }
}
