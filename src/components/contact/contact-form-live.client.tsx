'use client'

import { useRef } from 'react'

import { type FormHandoff, useHandoff } from '@/components/forms/deferred-form.client'
import { FormProvider } from '@/components/forms/form-provider.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { TOASTS } from '@/components/toast/messages'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { CONTACT_INQUIRY_TYPES } from '@/lib/leads/forms'

import { ContactFormFields } from './contact-form-fields.client'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' }

/** What the stand-in held for each of the form's fields (the rest stay empty; an unknown topic is no topic). */
function typedValues(handoff: FormHandoff | undefined) {
  const values = { ...EMPTY }
  for (const name of Object.keys(EMPTY) as (keyof typeof EMPTY)[]) values[name] = handoff?.values[name] ?? ''
  const inquiryType = CONTACT_INQUIRY_TYPES.find(({ value }) => value === handoff?.values.inquiryType)?.value
  return inquiryType ? { ...values, inquiryType } : values
}

/**
 * The contact page's live message form (`POST /api/forms/contact`, by the seven contact inquiry types), loaded
 * when the shopper first reaches its stand-in (ContactForm) and taking over what was typed there.
 */
export function ContactFormLive({ labelledBy, handoff }: { labelledBy: string; handoff?: FormHandoff }) {
  const toast = useToast()
  const formRef = useRef<HTMLFormElement>(null)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'contact',
    schema: () => import('@/lib/leads/schemas/contact').then((schemas) => schemas.contactSchema),
    defaultValues: typedValues(handoff),
    fields: ['firstName', 'lastName', 'email', 'phone', 'inquiryType', 'message'],
    onCreated: () => {
      trackConversion('Contact')
      methods.reset(EMPTY)
      toast.show({ ...TOASTS.contactSuccess, group: 'contact' })
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...TOASTS.contactError, group: 'contact' })
    },
  })

  useHandoff(formRef, handoff, () => void onSubmit())

  return (
    <FormProvider {...methods}>
      <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <fieldset className="space-y-4">
          <ContactFormFields formError={formError} pending={pending} />
        </fieldset>
      </form>
    </FormProvider>
  )
}
