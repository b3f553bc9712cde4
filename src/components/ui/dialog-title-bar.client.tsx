'use client'

import { type KeyboardEvent, type PointerEvent, type ReactNode, useId } from 'react'

import { CloseIcon, MaximizeIcon, MoveIcon, RestoreIcon } from '@/components/icons/icons'
import { useTranslate } from '@/components/i18n/use-translate.client'

// Without its display: the move handle is display:none on phones, and two display classes would fight.
const ICON_BUTTON = 'size-11 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-surface hover:text-ink-900'

type DialogTitleBarProps = {
  title: string
  titleId: string
  description?: ReactNode
  descriptionId: string
  onClose?: () => void
  /** Present when the dialog can fill the screen: the current state and the switch. */
  maximize?: { maximized: boolean; toggle: () => void }
  /** Present when the dialog can be moved: the title bar's pointer handlers and the move handle's keys. */
  move?: {
    pointer: Record<'onPointerDown' | 'onPointerMove' | 'onPointerUp' | 'onPointerCancel', (event: PointerEvent<HTMLElement>) => void>
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void
  }
}

/**
 * The dialog's title, its description and its buttons. The × comes first among the buttons, so it is where focus
 * lands when the dialog opens; the bar stays at the top while the content scrolls. The bar is the drag area for a
 * pointer; keyboard users move the dialog with the arrow keys on the move handle, which says so in its description.
 * The handle shows from the 640 px breakpoint up (phones get a full-width dialog that does not move).
 */
export function DialogTitleBar({ title, titleId, description, descriptionId, onClose, maximize, move }: DialogTitleBarProps) {
  const tr = useTranslate()
  const hintId = useId()
  return (
    <div
      {...move?.pointer}
      className={`sticky top-0 z-10 flex items-start justify-between gap-3 border-b border-line bg-white px-4 py-3 sm:px-6 ${move ? 'sm:cursor-move sm:touch-none sm:select-none' : ''}`}
    >
      <div className="min-w-0">
        <h2 id={titleId} className="text-lg font-bold">
          {tr.text(title)}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1 text-sm text-ink-700">
            {typeof description === 'string' ? tr.text(description) : description}
          </div>
        )}
      </div>
      <div className="-mr-2 flex shrink-0">
        {onClose && (
          <button type="button" onClick={onClose} className={`inline-flex ${ICON_BUTTON}`}>
            <CloseIcon className="size-6" />
            <span className="sr-only">{tr('forms.common.close')}</span>
          </button>
        )}
        {maximize && (
          <button type="button" aria-pressed={maximize.maximized} onClick={maximize.toggle} className={`inline-flex ${ICON_BUTTON}`}>
            {maximize.maximized ? <RestoreIcon className="size-5" /> : <MaximizeIcon className="size-5" />}
            <span className="sr-only">{tr('forms.common.maximize')}</span>
          </button>
        )}
        {move && (
          <button
            type="button"
            data-drag-handle=""
            aria-describedby={hintId}
            onKeyDown={move.onKeyDown}
            className={`hidden cursor-move sm:inline-flex ${ICON_BUTTON}`}
          >
            <MoveIcon className="size-5" />
            <span className="sr-only">{tr('forms.common.moveDialog')}</span>
          </button>
        )}
        {move && (
          <span id={hintId} hidden>
            {tr('forms.common.arrowKeysMoveDialog')}
          </span>
        )}
      </div>
    </div>
  )
}
