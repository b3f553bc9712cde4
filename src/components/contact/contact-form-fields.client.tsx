'use client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SelectField } from '@/components/forms/select-field.client'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextAreaField } from '@/components/forms/text-area-field.client'
import { CONTACT_INQUIRY_TYPES } from '@/lib/leads/forms'

const INQUIRY_OPTIONS = CONTACT_INQUIRY_TYPES.map(({ value, label }) => ({ value, label }))

/** The contact form's fields and button: the same markup in the stand-in and in the live form. */
export function ContactFormFields({ formError, pending }: { formError: string | null; pending: boolean }) {
  return (
    <>
      <ContactFields />
      <SelectField name="inquiryType" label="Inquiry type" options={INQUIRY_OPTIONS} placeholder="Choose a topic" />
      <TextAreaField name="message" label="Message" />
      <FormAlert message={formError} />
      <SubmitButton pending={pending}>Send message</SubmitButton>
    </>
  )
}
