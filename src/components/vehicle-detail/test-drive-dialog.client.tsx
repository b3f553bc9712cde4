'use client'

import { useId, useLayoutEffect, useRef } from 'react'

import { CloseIcon } from '@/components/icons/icons'
import { useToast } from '@/components/toast/toast-provider.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { TestDriveForm } from './test-drive-form.client'
import type { TestDrivePlan } from './test-drive-plan'

/**
 * The scheduling dialog: a native modal <dialog> (focus kept inside, the page behind inert, Escape closes),
 * full screen on phones. While it is open the toasts render inside it, where they can be seen and announced.
 */
export function TestDriveDialog({ plan, onClose }: { plan: TestDrivePlan; onClose: () => void }) {
  const tr = useTranslate()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { setHost } = useToast()

  // A layout effect: the dialog is open before the form's effects move focus to the first step's heading.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) dialog.showModal()
    setHost(dialog)
    // Unmounting removes the element, which ends the modal state; closing here would unmount it again.
    return () => setHost(null)
  }, [setHost])

  const close = () => ref.current?.close()

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none bg-white p-0 text-ink-900 backdrop:bg-ink-900/60 sm:m-auto sm:h-fit sm:max-h-[90dvh] sm:max-w-lg sm:rounded-xl sm:shadow-xl"
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {tr('Schedule a test drive')}
          </h2>
          <p className="text-sm text-ink-600">{plan.vehicleTitle}</p>
        </div>
        <button
          type="button"
          onClick={close}
          className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-surface hover:text-ink-900"
        >
          <CloseIcon className="size-6" />
          <span className="sr-only">{tr('Close')}</span>
        </button>
      </div>
      <div className="px-4 py-5 sm:px-6">
        <TestDriveForm plan={plan} onDone={close} />
      </div>
    </dialog>
  )
}
