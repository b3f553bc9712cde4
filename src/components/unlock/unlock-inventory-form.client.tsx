'use client'

import { useState } from 'react'
import { FormProvider } from '@/components/forms/form-provider.client'

import { ContactFields } from '@/components/forms/contact-fields.client'
import { FormAlert } from '@/components/forms/form-alert'
import { SubmitButton } from '@/components/forms/submit-button.client'
import { useLeadForm } from '@/components/forms/use-lead-form.client'
import { announceReserveUnlocked } from '@/components/reserve/reserve-events'
import { useToast } from '@/components/toast/toast-provider.client'
import { trackConversion } from '@/components/tracking/track'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { UNLOCK_TOASTS } from './unlock-toasts'
import { profileDefaults } from './visitor-profile'

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const

/**
 * The unlock-inventory form of the popup (`POST /api/forms/unlock-inventory`, event UNLOCK_INVENTORY), prefilled
 * from the visitor's profile: a lead unlocks with one press.
 */
export function UnlockInventoryForm({ vehicleId, onUnlocked }: { vehicleId?: string; onUnlocked: () => void }) {
  const tr = useTranslate()
  const toast = useToast()
  const [defaultValues] = useState(profileDefaults)
  const { methods, onSubmit, pending, formError } = useLeadForm({
    form: 'unlock-inventory',
    schema: () => import('@/lib/leads/schemas/unlock').then((schemas) => schemas.unlockInventorySchema),
    defaultValues,
    fields: FIELDS,
    context: vehicleId ? { vehicleId } : undefined,
    onCreated: () => {
      trackConversion('UnlockInventory')
      // The answer set the private-reserve cookies: the SRP's reserve section can load now, without a reload.
      announceReserveUnlocked()
      onUnlocked()
    },
    onFailed: (reason) => {
      if (reason !== 'invalid') toast.show({ ...UNLOCK_TOASTS.error, group: 'unlock' })
    },
  })

  return (
    <FormProvider {...methods}>
      <form noValidate onSubmit={onSubmit} aria-label={tr('forms.unlock.unlockInventory')}
 className="space-y-4">
        <ContactFields />
        <FormAlert message={formError} />
        <SubmitButton pending={pending} pendingLabel="Unlocking…">
          Get access
        </SubmitButton>
      </form>
    </FormProvider>
  )
}
