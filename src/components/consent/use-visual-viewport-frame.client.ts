'use client'

import { type RefObject, useEffect } from 'react'

/**
 * Keeps a fixed element over the part of the page the visitor actually sees (the visual viewport). `position:
 * fixed` alone follows the layout viewport, which a phone browser grows to the width of a page that is too wide
 * (and grows its height in proportion): a banner fixed to its bottom then sits below the screen, out of reach. On
 * every resize, zoom or scroll of the visual viewport the element is moved onto it; browsers without the Visual
 * Viewport API keep the CSS position.
 */
export function useVisualViewportFrame(frameRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const frame = frameRef.current
    const viewport = window.visualViewport
    if (!active || !frame || !viewport) return
    const place = () => {
      frame.style.left = `${viewport.offsetLeft}px`
      frame.style.top = `${viewport.offsetTop}px`
      frame.style.width = `${viewport.width}px`
      frame.style.height = `${viewport.height}px`
    }
    place()
    viewport.addEventListener('resize', place)
    viewport.addEventListener('scroll', place)
    return () => {
      viewport.removeEventListener('resize', place)
      viewport.removeEventListener('scroll', place)
    }
  }, [frameRef, active])
}
