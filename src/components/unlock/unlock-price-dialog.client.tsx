'use client'

import { ModalDialog } from '@/components/ui/modal-dialog.client'
import { UnlockPriceForm } from './unlock-price-form.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

type UnlockPriceDialogProps = { vehicleId: string; title: string; onClose: () => void }

/** The unlock-price dialog: why we ask, the four contact fields, and closing once prices are unlocked. */
export function UnlockPriceDialog({ vehicleId, title, onClose }: UnlockPriceDialogProps) {
  const tr = useTranslate()
  return (
    <ModalDialog
      title="Unlock price"
      description={tr('forms.unlock.seePersonalisedPriceTitle', { title })}
      onClose={onClose}
    >
      <UnlockPriceForm
        vehicleId={vehicleId}
        // Unmounting the dialog ends its modal state; the caller moves focus to the price.
        onUnlocked={onClose}
      />
    </ModalDialog>
  )
}
