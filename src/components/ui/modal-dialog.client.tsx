'use client'

import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useRef } from 'react'

import { CloseIcon } from '@/components/icons/icons'
import { useToast } from '@/components/toast/toast-provider.client'
import { useTranslate } from '@/components/i18n/use-translate.client'

import { wrapFocus } from './focus-wrap'

type ModalDialogProps = {
  title: string
  /** Read with the title when the dialog opens. */
  description?: ReactNode
  onClose: () => void
  /** False: a non-modal dialog (the page stays usable); Escape still closes it. */
  modal?: boolean
  /** False hides the × button; Escape still closes. */
  closeButton?: boolean
  /** Placement and size classes (phones first, then sm:). Centred by default, full width at the bottom on phones. */
  placement?: string
  /** True: a click on the dimmed page around the dialog (the mask) closes it too. */
  dismissOnMask?: boolean
  children: ReactNode
}

// Closing goes through the <dialog> itself, so its close event (and the caller's onClose) runs once, as with ×.
const CloseDialogContext = createContext<() => void>(() => {})

/** Closes the surrounding ModalDialog from inside its content (a form's "Done" button). */
export function useCloseDialog(): () => void {
  return useContext(CloseDialogContext)
}

const DEFAULT_PLACEMENT = 'mb-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-xl sm:m-auto sm:max-w-lg sm:rounded-xl'

/**
 * A native <dialog> (the page behind inert when modal, Escape closes), with its title, an optional × and focus
 * kept inside. While it is open the toasts render inside it, where they can be seen and announced. Closing
 * unmounts it through onClose; the caller puts focus back where it was.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  modal = true,
  closeButton = true,
  placement = DEFAULT_PLACEMENT,
  dismissOnMask = false,
  children,
}: ModalDialogProps) {
  const tr = useTranslate()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const { setHost } = useToast()
  const close = () => ref.current?.close()

  // A layout effect: the dialog is open before the content's effects move focus into it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (!dialog.open) {
      if (modal) dialog.showModal()
      else dialog.show()
    }
    setHost(dialog)
    return () => setHost(null)
  }, [modal, setHost])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its box.
        const dialog = ref.current
        if (!dismissOnMask || !dialog || event.target !== dialog) return
        const box = dialog.getBoundingClientRect()
        const inside =
          event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom
        if (!inside) dialog.close()
      }}
      onKeyDown={(event) => {
        // The browser closes a modal dialog on Escape itself; a non-modal one needs telling.
        if (event.key === 'Escape' && !modal) ref.current?.close()
        wrapFocus(event, ref.current)
      }}
      // The overlay fades in over 300 ms, ease-out (no motion when the visitor asks for less).
      className={`z-[1100] overflow-y-auto bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/60 motion-safe:backdrop:transition-opacity motion-safe:backdrop:duration-300 motion-safe:backdrop:ease-out starting:backdrop:opacity-0 ${placement}`}
    >
      <div className="flex items-start justify-between gap-3 border-b border-line px-4 py-3 sm:px-6">
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            {tr(title)}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-1 text-sm text-ink-700">
              {typeof description === 'string' ? tr(description) : description}
            </div>
          )}
        </div>
        {closeButton && (
          <button
            type="button"
            onClick={close}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-surface hover:text-ink-900"
          >
            <CloseIcon className="size-6" />
            <span className="sr-only">{tr('Close')}</span>
          </button>
        )}
      </div>
      <div className="px-4 py-5 sm:px-6">
        <CloseDialogContext.Provider value={close}>{children}</CloseDialogContext.Provider>
      </div>
    </dialog>
  )
}
