'use client'

import { useEffect, useMemo, useState } from 'react'

import { pendingTimers, watchedSelectors, type PopupRules } from '@/lib/popups/visibility'

/** A selector from the admin that the browser cannot parse matches nothing rather than breaking the page. */
function elementsOf(selector: string): Element[] {
  try {
    return Array.from(document.querySelectorAll(selector))
  } catch {
    return []
  }
}

function matches(target: EventTarget | null, selector: string): boolean {
  try {
    return target instanceof Element && target.closest(selector) !== null
  } catch {
    return false
  }
}

/**
 * The page-time signals of the popup rules: seconds since mount (ticking at each condition's
 * timer), the tagQuery elements that have been in the viewport, and the itemClicked elements clicked.
 */
export function usePopupSignals(popups: readonly PopupRules[]) {
  const [elapsedSeconds, setElapsedSeconds] = useState(0)
  const [seenTags, setSeenTags] = useState<ReadonlySet<string>>(new Set())
  const [clicked, setClicked] = useState<ReadonlySet<string>>(new Set())
  const timers = useMemo(() => [...new Set(popups.flatMap((popup) => pendingTimers(popup, 0)))], [popups])
  const { tags, clicks } = useMemo(() => watchedSelectors(popups), [popups])

  useEffect(() => {
    const handles = timers.map((seconds) => window.setTimeout(() => setElapsedSeconds(seconds), seconds * 1000))
    return () => handles.forEach((handle) => window.clearTimeout(handle))
  }, [timers])

  useEffect(() => {
    if (tags.length === 0 || typeof IntersectionObserver === 'undefined') return
    const observers = tags.map((selector) => {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        setSeenTags((seen) => new Set([...seen, selector]))
        observer.disconnect()
      })
      elementsOf(selector).forEach((element) => observer.observe(element))
      return observer
    })
    return () => observers.forEach((observer) => observer.disconnect())
  }, [tags])

  useEffect(() => {
    if (clicks.length === 0) return
    const onClick = (event: MouseEvent) => {
      const hits = clicks.filter((selector) => matches(event.target, selector))
      if (hits.length > 0) setClicked((seen) => new Set([...seen, ...hits]))
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [clicks])

  return { elapsedSeconds, seenTags, clicked }
}
