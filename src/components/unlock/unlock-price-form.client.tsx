'use client'

import { useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { priceStore } from './price-store'
import { UNLOCK_TOASTS } from './unlock-toasts'
import { profileDefaults } from './visitor-profile'

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * The unlock-price form (`POST /api/forms/unlock-price`, event UNLOCK_PRICE). The endpoint answers with the
 * unlockPrice cookie; the page's locked prices are then fetched and shown without a reload.
 */
export function UnlockPriceForm({ vehicleId, onUnlocked }: { vehicleId: string; onUnlocked: () => void }) {
  const tr = useTranslate()
  const toast = useToast()
  const [defaultValues] = useState(profileDefaults)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'unlock-price',
    schema: () => import('@/lib/leads/schemas/unlock').then((schemas) => schemas.unlockPriceSchema),
    defaultValues,
    fields: FIELDS,
    context: { vehicleId },
    onCreated: () => {
      trackConversion('UnlockInventory')
      priceStore.markUnlocked()
      toast.show({ ...UNLOCK_TOASTS.priceUnlocked, group: 'unlock' })
      onUnlocked()
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...UNLOCK_TOASTS.error, group: 'unlock' })
    },
  })

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('forms.unlock.unlockPrice')}
 className="space-y-4">
        <ContactFields />
        <FormAlert message={formError} />
        <SubmitButton pending={pending} pendingLabel="Unlocking…">
          Show my price
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
