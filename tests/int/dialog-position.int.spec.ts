import { describe, expect, it } from 'vitest'

import {
  clampOffset,
  dragOffset,
  isDraggableWidth,
  NO_OFFSET,
  offsetForKey,
  type Box,
} from '@/lib/ui/dialog-position'

/** A 500 × 400 dialog centred in a 1280 × 800 viewport. */
const VIEWPORT = { width: 1280, height: 800 }
const CENTRED: Box = { left: 390, top: 200, width: 500, height: 400 }

describe('clampOffset keeps the whole dialog on screen', () => {
  it('leaves an offset that keeps it inside unchanged', () => {
    expect(clampOffset({ x: -120, y: 75 }, CENTRED, VIEWPORT)).toEqual({ x: -120, y: 75 })
  })

  it('stops each edge at the matching edge of the viewport', () => {
    expect(clampOffset({ x: -5000, y: -5000 }, CENTRED, VIEWPORT)).toEqual({ x: -390, y: -200 })
    expect(clampOffset({ x: 5000, y: 5000 }, CENTRED, VIEWPORT)).toEqual({ x: 390, y: 200 })
    expect(clampOffset({ x: 391, y: -201 }, CENTRED, VIEWPORT)).toEqual({ x: 390, y: -200 })
  })

  it('pulls a moved dialog back in when the window shrinks', () => {
    // Moved to the right edge of a wide window, then the window narrows to 900 px and the box re-centres at 200.
    const narrowed = { left: 200, top: 200, width: 500, height: 400 }
    expect(clampOffset({ x: 390, y: 0 }, narrowed, { width: 900, height: 800 })).toEqual({ x: 200, y: 0 })
  })

  it('pins a box larger than the viewport to its top-left corner', () => {
    const huge: Box = { left: -100, top: -50, width: 1400, height: 900 }
    expect(clampOffset({ x: 30, y: -30 }, huge, VIEWPORT)).toEqual({ x: 100, y: 50 })
  })

  it('works from a placement that is not centred (a popup in a corner)', () => {
    const bottomRight: Box = { left: 764, top: 484, width: 500, height: 300 }
    expect(clampOffset({ x: 100, y: 100 }, bottomRight, VIEWPORT)).toEqual({ x: 16, y: 16 })
    expect(clampOffset({ x: -900, y: 0 }, bottomRight, VIEWPORT)).toEqual({ x: -764, y: 0 })
  })
})

describe('dragOffset follows the pointer from where the drag began', () => {
  it('adds the pointer travel to the starting offset', () => {
    expect(dragOffset({ x: 20, y: -10 }, { x: 600, y: 220 }, { x: 450, y: 300 })).toEqual({ x: -130, y: 70 })
  })

  it('is the starting offset while the pointer has not moved', () => {
    expect(dragOffset({ x: 5, y: 6 }, { x: 1, y: 2 }, { x: 1, y: 2 })).toEqual({ x: 5, y: 6 })
  })
})

describe('offsetForKey moves the dialog from its drag handle', () => {
  const from = { x: 40, y: -20 }

  it.each([
    ['ArrowLeft', false, { x: 30, y: -20 }],
    ['ArrowRight', false, { x: 50, y: -20 }],
    ['ArrowUp', false, { x: 40, y: -30 }],
    ['ArrowDown', false, { x: 40, y: -10 }],
    ['ArrowLeft', true, { x: -10, y: -20 }],
    ['ArrowRight', true, { x: 90, y: -20 }],
    ['ArrowUp', true, { x: 40, y: -70 }],
    ['ArrowDown', true, { x: 40, y: 30 }],
  ])('%s (Shift %s) moves by 10 px, or 50 px with Shift', (key, shift, expected) => {
    expect(offsetForKey(key, shift, from)).toEqual(expected)
  })

  it('Home puts it back where its layout places it', () => {
    expect(offsetForKey('Home', false, from)).toEqual(NO_OFFSET)
    expect(offsetForKey('Home', true, from)).toEqual(NO_OFFSET)
  })

  it.each(['Enter', ' ', 'Tab', 'Escape', 'End', 'a'])('leaves %j alone', (key) => {
    expect(offsetForKey(key, false, from)).toBeNull()
  })
})

describe('isDraggableWidth: phones below the 640 px breakpoint cannot drag', () => {
  it.each([
    [320, false],
    [360, false],
    [639, false],
    [640, true],
    [1280, true],
  ])('%i px → %s', (width, expected) => {
    expect(isDraggableWidth(width)).toBe(expected)
  })
})
