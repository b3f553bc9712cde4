'use client'

import { ModalDialog, useCloseDialog } from '@/components/ui/modal-dialog.client'

import { TestDriveForm } from './test-drive-form.client'
import type { TestDrivePlan } from './test-drive-plan'

// Full screen on phones (the steps need the room), a centred card from the 640 px breakpoint up.
const PLACEMENT = 'm-0 h-dvh max-h-none w-full max-w-none sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:max-w-lg sm:rounded-xl'

function TestDriveBody({ plan }: { plan: TestDrivePlan }) {
  const close = useCloseDialog()
  return <TestDriveForm plan={plan} onDone={close} />
}

/**
 * The scheduling dialog: the shared modal dialog around the test-drive steps, with the vehicle under its title; the
 * steps are long, so it can fill the screen.
 */
export function TestDriveDialog({ plan, onClose }: { plan: TestDrivePlan; onClose: () => void }) {
  return (
    <ModalDialog
      title="Schedule a test drive"
      description={<p className="text-ink-600">{plan.vehicleTitle}</p>}
      placement={PLACEMENT}
      maximizable
      onClose={onClose}
    >
      <TestDriveBody plan={plan} />
    </ModalDialog>
  )
}
