'use client'

import { useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { priceStore } from '@/components/unlock/price-store'
import { UNLOCK_TOASTS } from '@/components/unlock/unlock-toasts'
import { profileDefaults } from '@/components/unlock/visitor-profile'
import { useTranslate } from '@/components/i18n/use-translate.client'

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

type PersonalDetailsFormProps = {
  /** The vehicle page's vehicle, when the wizard was opened there. */
  vehicleId?: string
  onSent: () => void
  onBack: () => void
}

/**
 * The wizard's personal-details step: the unlock-price lead (`POST /api/forms/unlock-price`, event UNLOCK_PRICE),
 * the form that exchanges contact details for personalised pricing. Its answer also sets the unlockPrice cookie, so
 * prices the store keeps locked on this page are fetched as after the unlock dialog.
 */
export function PersonalDetailsForm({ vehicleId, onSent, onBack }: PersonalDetailsFormProps) {
  const tr = useTranslate()
  const toast = useToast()
  const [defaultValues] = useState(profileDefaults)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'unlock-price',
    schema: () => import('@/lib/leads/schemas/unlock').then((schemas) => schemas.unlockPriceSchema),
    defaultValues,
    fields: FIELDS,
    context: vehicleId ? { vehicleId } : undefined,
    onCreated: () => {
      trackConversion('Personalize')
      priceStore.markUnlocked()
      onSent()
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...UNLOCK_TOASTS.error, group: 'pricing' })
    },
  })

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('forms.common.personalDetails')} className="space-y-4">
        <ContactFields />
        <FormAlert message={formError} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <BackButton onClick={onBack} />
          <SubmitButton pending={pending} pendingLabel="Saving…">
            See my payments
          </SubmitButton>
        </div>
      </form>
    </FormProvider>
  )
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const tr = useTranslate()
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-11 items-center justify-center rounded-lg border border-ink-600 px-4 py-2 font-semibold text-ink-900 hover:bg-surface"
    >
      {tr('forms.common.back')}
    </button>
  )
}
