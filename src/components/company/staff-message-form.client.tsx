'use client'

import { FormProvider } from '@/components/forms/form-provider.client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextAreaField } from '@/components/forms/text-area-field.client'
import { useHydrated } from '@/components/forms/use-hydrated.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { TOASTS } from '@/components/toast/messages'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', message: '' }

/**
 * The staff page's message form (`POST /api/forms/staff-message`, event STAFF_MEMBER): routed like every lead
 * and mailed to the staff member too. A message is a contact, so it answers with the contact form's toasts.
 */
export function StaffMessageForm({ staffId, labelledBy }: { staffId: string; labelledBy: string }) {
  const hydrated = useHydrated()
  const toast = useToast()
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'staff-message',
    schema: () => import('@/lib/leads/schemas/contact').then((schemas) => schemas.staffMessageSchema),
    defaultValues: EMPTY,
    fields: ['firstName', 'lastName', 'email', 'phone', 'message'],
    context: { staffId },
    onCreated: () => {
      trackConversion('Contact')
      methods.reset(EMPTY)
      toast.show({ ...TOASTS.contactSuccess, group: 'staff-message' })
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...TOASTS.contactError, group: 'staff-message' })
    },
  })

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
        <fieldset disabled={!hydrated} className="space-y-4">
          <ContactFields />
          <TextAreaField name="message" label="Message" />
          <FormAlert message={formError} />
          <SubmitButton pending={pending}>Send message</SubmitButton>
        </fieldset>
      </form>
    </FormProvider>
  )
}
