'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useReducer, useRef, useState } from 'react'

import { LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT_PX, LOADING_BAR_THROTTLE_MS } from '@/lib/navigation/loading-bar'
import {
  isPageChange,
  NAVIGATION_STALL_MS,
  nextNavigationState,
  READY,
  showsLoadingBar,
} from '@/lib/navigation/navigation-state'

import { listenForNavigationStarts } from './navigation-start'
import { NavigationFailed, type NavigationFailedTexts } from './navigation-failed'

/** How long the finished bar takes to fill and fade out. */
const FINISH_MS = 200

type BarPhase = 'hidden' | 'running' | 'finishing'

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/**
 * The page loading bar and the navigation states behind it. A followed site link makes the navigation pending
 * (the link gets aria-busy at once); if the next page has not come within the throttle time a bar of the brand
 * colour runs across the top, and fills and fades when the address changes (ready). Offline, or stuck past the
 * stall time, it becomes an announced message with a link that loads the page afresh (error). With reduced motion
 * the bar stands still.
 */
export function NavigationProgress({ colour, texts }: { colour: string; texts: NavigationFailedTexts }) {
  const [state, dispatch] = useReducer(nextNavigationState, READY)
  const [bar, setBar] = useState<BarPhase>('hidden')
  const barRef = useRef<HTMLDivElement>(null)
  const busyAnchor = useRef<HTMLAnchorElement | null>(null)
  const pathname = usePathname()
  const search = useSearchParams().toString()

  useEffect(
    () =>
      listenForNavigationStarts(({ href, anchor }) => {
        // The page already shown: the router changes nothing, so there is nothing to wait for.
        if (!isPageChange(href, new URL(window.location.href))) return true
        const online = navigator.onLine
        dispatch({ type: 'start', href, at: performance.now(), online })
        if (online && anchor) {
          busyAnchor.current?.removeAttribute('aria-busy')
          anchor.setAttribute('aria-busy', 'true')
          busyAnchor.current = anchor
        }
        return online
      }),
    [],
  )

  // The new page is in place once the address changes.
  useEffect(() => dispatch({ type: 'settle' }), [pathname, search])

  useEffect(() => {
    if (state.phase !== 'pending') {
      busyAnchor.current?.removeAttribute('aria-busy')
      busyAnchor.current = null
      setBar((shown) => (shown === 'running' && state.phase === 'ready' ? 'finishing' : 'hidden'))
      return
    }
    const show = window.setTimeout(() => {
      if (showsLoadingBar(state, performance.now())) setBar('running')
    }, LOADING_BAR_THROTTLE_MS)
    const stall = window.setTimeout(() => dispatch({ type: 'tick', at: performance.now() }), NAVIGATION_STALL_MS)
    const offline = () => dispatch({ type: 'offline' })
    window.addEventListener('offline', offline)
    return () => {
      window.clearTimeout(show)
      window.clearTimeout(stall)
      window.removeEventListener('offline', offline)
    }
  }, [state])

  useEffect(() => {
    const element = barRef.current
    if (!element || bar === 'hidden') return
    if (bar === 'finishing') {
      const done = () => setBar('hidden')
      if (reducedMotion()) return done()
      const finish = element.animate([{ transform: 'scaleX(1)', opacity: 0 }], { duration: FINISH_MS, fill: 'forwards' })
      finish.onfinish = done
      return () => finish.cancel()
    }
    if (reducedMotion()) return
    // Quick at first, slowing as it nears the end: it never claims the page is there before it is.
    const run = element.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(0.9)' }], {
      duration: LOADING_BAR_DURATION_MS,
      easing: 'cubic-bezier(0.1, 0.6, 0.3, 1)',
      fill: 'forwards',
    })
    return () => run.cancel()
  }, [bar])

  return (
    <>
      {bar !== 'hidden' && (
        <div
          ref={barRef}
          aria-hidden="true"
          data-navigation-progress={bar}
          className="pointer-events-none fixed inset-x-0 top-0 z-[1100] origin-left"
          style={{ height: LOADING_BAR_HEIGHT_PX, backgroundColor: colour }}
        />
      )}
      <NavigationFailed state={state} texts={texts} onDismiss={() => dispatch({ type: 'dismiss' })} />
    </>
  )
}
