'use client'

import { useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { TextField } from '@/components/forms/text-field.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { TOASTS } from '@/components/toast/messages'
import { trackConversion } from '@/components/tracking/track'
import { useToast } from '@/components/toast/toast-provider.client'
import { profileDefaults } from '@/components/unlock/visitor-profile'
import { popupLeadMessage, popupLeadTarget } from '@/lib/popups/lead'
import { isEventName } from '@/lib/tracking/events'

type UserLeadFormProps = {
  /** The popup's lead event (submitted.email), which picks the form it posts to. */
  event: string | null | undefined
  /** The popup's conversion event (submitted.track, e.g. Lead); a name the tracker does not know counts as Lead. */
  track: string | null | undefined
  /** The popup's title, named in the lead's message. */
  title: string
  vehicleId?: string
  /** The phone a verification step confirmed: sent instead of a phone field. */
  verifiedPhone?: string
  onSent: () => void
}

const ALL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const
const NAME_FIELDS = ['firstName', 'lastName', 'email'] as const

/**
 * The UserLead popup's form: first and last name, email and phone with the shared form messages
 * and the cell-phone disclaimer, prefilled from the visitor's profile, posted through the lead forms endpoint
 * (`/api/forms/{contact|unlock-inventory|unlock-price}` as the popup's lead event says).
 */
export function UserLeadForm({ event, track, title, vehicleId, verifiedPhone, onSent }: UserLeadFormProps) {
  const toast = useToast()
  const [defaultValues] = useState(() => ({ ...profileDefaults(), ...(verifiedPhone ? { phone: verifiedPhone } : {}) }))
  const target = popupLeadTarget(event)
  const context: Record<string, string> = {
    ...(target.form === 'contact'
      ? { inquiryType: target.inquiryType, message: popupLeadMessage(title, window.location.pathname) }
      : {}),
    ...(vehicleId ? { vehicleId } : {}),
    ...(verifiedPhone ? { phone: verifiedPhone } : {}),
  }
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: target.form,
    schema: () => import('@/lib/popups/lead').then((schemas) => schemas.popupLeadSchema),
    defaultValues,
    fields: verifiedPhone ? NAME_FIELDS : ALL_FIELDS,
    context,
    onCreated: () => {
      trackConversion(track && isEventName(track) ? track : 'Lead')
      toast.show({ ...TOASTS.contactSuccess, group: 'popup-lead' })
      onSent()
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...TOASTS.contactError, group: 'popup-lead' })
    },
  })

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
        {verifiedPhone ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField name="firstName" label="First name" autoComplete="given-name" />
              <TextField name="lastName" label="Last name" autoComplete="family-name" />
            </div>
            <TextField name="email" label="Email" type="email" autoComplete="email" />
          </>
        ) : (
          <ContactFields />
        )}
        <FormAlert message={formError} />
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
