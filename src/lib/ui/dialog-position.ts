/**
 * Where a dragged dialog may go: its offset from the place its layout gives it (centred by default), kept so the
 * whole box stays on screen, moved by pointer or by keyboard. Pure, so the rules are tested without a browser.
 */
import { MOBILE_BREAKPOINT_PX } from '@/lib/settings/defaults'

/** How far the dialog is moved from its laid-out place, in CSS pixels. */
export type Offset = { x: number; y: number }

/** The dialog's box where its layout puts it (offset 0), in viewport pixels. */
export type Box = { left: number; top: number; width: number; height: number }

/** The visible screen's size in CSS pixels. */
export type Viewport = { width: number; height: number }

/** Where a dialog starts and where Home puts it back. */
export const NO_OFFSET: Offset = { x: 0, y: 0 }

/** Pixels an arrow key moves the dialog; with Shift held, the larger step. */
export const KEYBOARD_STEP_PX = 10
export const KEYBOARD_LARGE_STEP_PX = 50

/** Below the mobile breakpoint the dialog spans the screen's width and cannot be dragged. */
export function isDraggableWidth(viewportWidth: number): boolean {
  return viewportWidth >= MOBILE_BREAKPOINT_PX
}

const between = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high)

/** One axis: the box's start plus the offset stays within [0, room − size]; a box larger than the room pins to 0. */
function clampAxis(offset: number, start: number, size: number, room: number): number {
  const low = -start
  const high = room - size - start
  return high < low ? low : between(offset, low, high)
}

/** The offset nearest to the one asked for that keeps the whole box inside the viewport. */
export function clampOffset(offset: Offset, box: Box, viewport: Viewport): Offset {
  return {
    x: clampAxis(offset.x, box.left, box.width, viewport.width),
    y: clampAxis(offset.y, box.top, box.height, viewport.height),
  }
}

/** The offset while a pointer drags: where the drag began plus how far the pointer has travelled since. */
export function dragOffset(startOffset: Offset, startPointer: Offset, pointer: Offset): Offset {
  return { x: startOffset.x + pointer.x - startPointer.x, y: startOffset.y + pointer.y - startPointer.y }
}

const ARROWS: Record<string, Offset> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
}

/**
 * The offset after a key on the drag handle: an arrow moves 10 px (50 px with Shift), Home goes back to the
 * laid-out place. Null for any other key, so it keeps its usual meaning.
 */
export function offsetForKey(key: string, shiftKey: boolean, offset: Offset): Offset | null {
  if (key === 'Home') return NO_OFFSET
  const direction = ARROWS[key]
  if (!direction) return null
  const step = shiftKey ? KEYBOARD_LARGE_STEP_PX : KEYBOARD_STEP_PX
  return { x: offset.x + direction.x * step, y: offset.y + direction.y * step }
}
