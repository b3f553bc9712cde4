'use client'

import { toNestErrors } from '@hookform/resolvers'
import { useEffect, useRef, useState } from 'react'
import { type FieldErrors as FormFieldErrors, type Path, type Resolver, useForm } from 'react-hook-form'

import { newIdempotencyKey } from '@/components/forms/idempotency-key'
import { POST_MESSAGES, postLead } from '@/components/forms/post-lead'
import { trackConversion } from '@/components/tracking/track'
import { applicationOf, emptyDraft, type CreditApplicationDraft } from '@/lib/credit-application/draft'
import { stepErrors, type StepErrors } from '@/lib/credit-application/step-validation'
import { firstStepWithErrors, nextStep, previousStep, stepOfField, stepsFor, type StepId } from '@/lib/credit-application/steps'
import { LIMITS } from '@/lib/leads/validation'

type Focus = 'heading' | 'first-error'
type Outcome = 'sent' | 'invalid' | 'refused'

/** A server or review error key that is one of the form's fields (it has a step). */
const isDraftPath = (path: string): path is Path<CreditApplicationDraft> => stepOfField(path) !== null

/**
 * The multi-step credit application on one react-hook-form: values of every step stay in the form while the
 * visitor moves Back and Next. The resolver checks only the current step (the review: all of them) with the
 * shared schema's rules, so Next refuses exactly what the endpoint would. Errors from the review or from the
 * server's 400 send the visitor to the first step that shows one, with focus on its first invalid field; on
 * every other move focus goes to the step's heading.
 */
export function useCreditApplication(onOutcome: (outcome: Outcome) => void) {
  const [step, setStep] = useState<StepId>('applicant')
  const [withCoBorrower, setWithCoBorrower] = useState(false)
  const [sent, setSent] = useState(false)
  const [pending, setPending] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [move, setMove] = useState<{ count: number; focus: Focus }>({ count: 0, focus: 'heading' })
  // The resolver runs outside React's render: it reads the step and the co-borrower choice from here.
  const current = useRef({ step, withCoBorrower })
  const key = useRef<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const form = useRef<HTMLFormElement>(null)

  const resolver: Resolver<CreditApplicationDraft> = (values, _context, options) => {
    const errors = stepErrors(current.current.step, applicationOf(values, current.current.withCoBorrower))
    if (Object.keys(errors).length === 0) return { values, errors: {} }
    const flat: FormFieldErrors = {}
    for (const [path, message] of Object.entries(errors)) flat[path] = { type: 'validation', message }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
  const methods = useForm<CreditApplicationDraft>({ resolver, defaultValues: emptyDraft() })

  // Once a field shows an error, each change checks it again, so the message goes as soon as it is fixed.
  useEffect(() => {
    const subscription = methods.watch((_values, { name }) => {
      if (name && methods.getFieldState(name).error) void methods.trigger(name)
    })
    return () => subscription.unsubscribe()
  }, [methods])

  useEffect(() => {
    if (move.count === 0) return
    const invalid = move.focus === 'first-error' ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null
    ;(invalid ?? heading.current)?.focus()
  }, [move])

  const goTo = (target: StepId, focus: Focus = 'heading') => {
    current.current.step = target
    setStep(target)
    setMove(({ count }) => ({ count: count + 1, focus }))
  }
  const toggleCoBorrower = (value: boolean) => {
    current.current.withCoBorrower = value
    setWithCoBorrower(value)
  }

  /** Puts errors on their fields and opens the first step showing one; returns the messages no field shows. */
  const showErrors = (errors: StepErrors): string | null => {
    const steps = stepsFor(current.current.withCoBorrower)
    const unshown: string[] = []
    for (const [path, message] of Object.entries(errors)) {
      const owner = stepOfField(path)
      if (isDraftPath(path) && owner && steps.includes(owner)) methods.setError(path, { type: 'server', message })
      else unshown.push(message)
    }
    const first = firstStepWithErrors(errors, steps)
    if (first) goTo(first, 'first-error')
    return unshown.join(' ') || null
  }

  const next = async () => {
    const following = nextStep(current.current.step, current.current.withCoBorrower)
    if (following && (await methods.trigger(undefined, { shouldFocus: true }))) goTo(following)
  }
  const back = () => {
    const previous = previousStep(current.current.step, current.current.withCoBorrower)
    if (previous) goTo(previous)
  }

  const submit = async () => {
    if (pending) return
    const application = applicationOf(methods.getValues(), current.current.withCoBorrower)
    const invalid = stepErrors('review', application)
    if (Object.keys(invalid).length > 0) return void setFormError(showErrors(invalid))
    setPending(true)
    setFormError(null)
    try {
      key.current ??= newIdempotencyKey()
      const body = { ...application, idempotencyKey: key.current, pageUrl: window.location.href.slice(0, LIMITS.url) }
      const result = await postLead('full-credit-application', body)
      if (result.kind === 'created') {
        key.current = null
        methods.reset(emptyDraft())
        toggleCoBorrower(false)
        current.current.step = 'applicant'
        setStep('applicant')
        setSent(true)
        trackConversion('FullCreditApplication')
        setMove(({ count }) => ({ count: count + 1, focus: 'heading' }))
        onOutcome('sent')
      } else if (result.kind === 'invalid') {
        setFormError(showErrors(result.errors))
        onOutcome('invalid')
      } else {
        setFormError(result.kind === 'offline' ? POST_MESSAGES.offline : result.message)
        onOutcome('refused')
      }
    } finally {
      setPending(false)
    }
  }

  const restart = () => {
    setSent(false)
    goTo('applicant')
  }

  return { methods, step, withCoBorrower, toggleCoBorrower, sent, pending, formError, heading, form, next, back, goTo, submit, restart }
}
