'use client'

import { createContext, type ReactNode, useContext, useId, useLayoutEffect, useRef, useState } from 'react'

import { useToast } from '@/components/toast/toast-provider.client'

import { DialogTitleBar } from './dialog-title-bar.client'
import { wrapFocus } from './focus-wrap'
import { useDialogPosition } from './use-dialog-position.client'

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
  /** True: a button makes the dialog fill the screen and back. */
  maximizable?: boolean
  /** False: the dialog stays where its placement puts it. From 640 px up it can be dragged by default. */
  draggable?: boolean
  children: ReactNode
}

// Closing goes through the <dialog> itself, so its close event (and the caller's onClose) runs once, as with ×.
const CloseDialogContext = createContext<() => void>(() => {})

/** Closes the surrounding ModalDialog from inside its content (a form's "Done" button). */
export function useCloseDialog(): () => void {
  return useContext(CloseDialogContext)
}

const DEFAULT_PLACEMENT = 'mb-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-xl sm:m-auto sm:max-w-lg sm:rounded-xl'

// Attribute variants outrank the placement's plain and sm: classes, so a maximised dialog fills the screen whatever
// its placement says.
const MAXIMIZED =
  'data-maximized:m-0 data-maximized:h-dvh data-maximized:max-h-none data-maximized:w-full data-maximized:max-w-none data-maximized:rounded-none'

/**
 * A native <dialog> (the page behind inert when modal, Escape closes), with its title, an optional ×, optionally a
 * maximise switch, and focus kept inside. From 640 px up it can be dragged by its title bar or moved by keyboard,
 * never off screen (src/lib/ui/dialog-position.ts). While it is open the toasts render inside it, where they can be
 * seen and announced. Closing unmounts it through onClose; the caller puts focus back where it was.
 */
export function ModalDialog({
  title,
  description,
  onClose,
  modal = true,
  closeButton = true,
  placement = DEFAULT_PLACEMENT,
  dismissOnMask = false,
  maximizable = false,
  draggable = true,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const { setHost } = useToast()
  const [maximized, setMaximized] = useState(false)
  const movable = draggable && !maximized
  const { offset, titleBarHandlers, onHandleKeyDown } = useDialogPosition(ref, movable)
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

  const moved = offset.x !== 0 || offset.y !== 0
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-maximized={maximized ? '' : undefined}
      style={moved ? { translate: `${offset.x}px ${offset.y}px` } : undefined}
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
      className={`z-[1100] overflow-y-auto bg-white p-0 text-ink-900 shadow-xl backdrop:bg-ink-900/60 motion-safe:backdrop:transition-opacity motion-safe:backdrop:duration-300 motion-safe:backdrop:ease-out starting:backdrop:opacity-0 ${placement} ${MAXIMIZED}`}
    >
      <DialogTitleBar
        title={title}
        titleId={titleId}
        description={description}
        descriptionId={descriptionId}
        onClose={closeButton ? close : undefined}
        maximize={maximizable ? { maximized, toggle: () => setMaximized((on) => !on) } : undefined}
        move={movable ? { pointer: titleBarHandlers, onKeyDown: onHandleKeyDown } : undefined}
      />
      <div className="px-4 py-5 sm:px-6">
        <CloseDialogContext.Provider value={close}>{children}</CloseDialogContext.Provider>
      </div>
    </dialog>
  )
}
