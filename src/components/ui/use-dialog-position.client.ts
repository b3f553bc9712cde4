'use client'

import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react'

import {
  clampOffset,
  dragOffset,
  isDraggableWidth,
  NO_OFFSET,
  offsetForKey,
  type Offset,
} from '@/lib/ui/dialog-position'

const viewport = () => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight })

// Controls inside the title bar keep their own clicks; only the bar itself and the move handle start a drag.
const NOT_A_HANDLE = 'button:not([data-drag-handle]), a, input, select, textarea'

/**
 * A dialog's offset from its laid-out place (src/lib/ui/dialog-position.ts): dragged by pointer from the title
 * bar, moved by arrow keys on the move handle, and pulled back on screen whenever the window or the dialog's own
 * size changes. Phones (below 640 px) and a maximised dialog have no offset.
 */
export function useDialogPosition(dialog: RefObject<HTMLDialogElement | null>, enabled: boolean) {
  const [offset, setOffset] = useState<Offset>(NO_OFFSET)
  // The offset in force, read by handlers between renders (the box is measured with it applied).
  const current = useRef<Offset>(NO_OFFSET)
  const drag = useRef<{ startOffset: Offset; startPointer: Offset } | null>(null)

  const moveTo = useCallback(
    (wanted: Offset) => {
      const element = dialog.current
      if (!element) return
      const screen = viewport()
      let next = NO_OFFSET
      if (enabled && isDraggableWidth(screen.width)) {
        const rect = element.getBoundingClientRect()
        const at = current.current
        const box = { left: rect.left - at.x, top: rect.top - at.y, width: rect.width, height: rect.height }
        next = clampOffset(wanted, box, screen)
      }
      if (next.x === current.current.x && next.y === current.current.y) return
      current.current = next
      setOffset(next)
    },
    [dialog, enabled],
  )

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const keepInside = () => moveTo(current.current)
    window.addEventListener('resize', keepInside)
    // A step that grows the dialog (or a maximise undone) must not push its edge off screen either.
    const observer = new ResizeObserver(keepInside)
    observer.observe(element)
    return () => {
      window.removeEventListener('resize', keepInside)
      observer.disconnect()
    }
  }, [dialog, moveTo])

  const titleBarHandlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (!enabled || event.button !== 0 || !isDraggableWidth(viewport().width)) return
      if (event.target instanceof Element && event.target.closest(NOT_A_HANDLE)) return
      event.currentTarget.setPointerCapture(event.pointerId)
      drag.current = { startOffset: current.current, startPointer: { x: event.clientX, y: event.clientY } }
      // No text selection while dragging.
      event.preventDefault()
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const started = drag.current
      if (started) moveTo(dragOffset(started.startOffset, started.startPointer, { x: event.clientX, y: event.clientY }))
    },
    onPointerUp() {
      drag.current = null
    },
    onPointerCancel() {
      drag.current = null
    },
  }

  const onHandleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const next = offsetForKey(event.key, event.shiftKey, current.current)
    if (!next) return
    event.preventDefault()
    moveTo(next)
  }

  return { offset: enabled ? offset : NO_OFFSET, titleBarHandlers, onHandleKeyDown }
}
