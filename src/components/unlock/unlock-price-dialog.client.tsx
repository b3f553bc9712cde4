'use client'

import { ModalDialog } from './modal-dialog.client'
import { UnlockPriceForm } from './unlock-price-form.client'

type UnlockPriceDialogProps = { vehicleId: string; title: string; onClose: () => void }

/** The unlock-price dialog: why we ask, the four contact fields, and closing once prices are unlocked. */
export function UnlockPriceDialog({ vehicleId, title, onClose }: UnlockPriceDialogProps) {
  return (
    <ModalDialog
      title="Unlock price"
      description={`See your personalised price on the ${title} and every vehicle you browse.`}
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
