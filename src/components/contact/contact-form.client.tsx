'use client'

import { FormProvider } from 'react-hook-form'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SelectField } from '@/components/forms/select-field.client'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextAreaField } from '@/components/forms/text-area-field.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { TOASTS } from '@/components/toast/messages'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { CONTACT_INQUIRY_TYPES } from '@/lib/leads/forms'

const INQUIRY_OPTIONS = CONTACT_INQUIRY_TYPES.map(({ value, label }) => ({ value, label }))
const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' }

/**
 * The contact page's message form (`POST /api/forms/contact`, by the seven inquiry types of SPEC section 3).
 * Disabled until hydrated: without JavaScript the page's call block is the way to reach the dealership.
 */
export function ContactForm({ labelledBy }: { labelledBy: string }) {
  const hydrated = useHydrated()
  const toast = useToast()
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'contact',
    schema: () => import('@/lib/leads/schemas/contact').then((schemas) => schemas.contactSchema),
    defaultValues: EMPTY,
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

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <fieldset disabled={!hydrated} className="space-y-4">
          <ContactFields />
          <SelectField name="inquiryType" label="Inquiry type" options={INQUIRY_OPTIONS} placeholder="Choose a topic" />
          <TextAreaField name="message" label="Message" />
          <FormAlert message={formError} />
          <SubmitButton pending={pending}>Send message</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  )
}
