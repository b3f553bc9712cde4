import { describe, expect, it } from 'vitest'

import {
  DEFAULT_LOADING_BAR_COLOUR,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
  loadingBarColour,
} from '@/lib/navigation/loading-bar'
import {
  isPageChange,
  NAVIGATION_STALL_MS,
  nextNavigationState,
  READY,
  showsLoadingBar,
  type NavigationEvent,
  type NavigationState,
} from '@/lib/navigation/navigation-state'
import { NOT_FOUND_PATH_MAX_CHARS, notFoundTitle, readablePath } from '@/lib/navigation/not-found-title'
import { prefetchAllowed } from '@/lib/navigation/prefetch-policy'

const run = (events: NavigationEvent[], from: NavigationState = READY) => events.reduce(nextNavigationState, from)

describe('page loading bar', () => {
  it('has the client-behaviour numbers: throttle 200 ms, duration 2000 ms, height 3 px', () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT_PX]).toEqual([200, 2_000, 3])
  })

  it('takes the primary colour, else the secondary, else the default green', () => {
    expect(loadingBarColour('#0f4c81', '#f2b134')).toBe('#0f4c81')
    expect(loadingBarColour(null, '#f2b134')).toBe('#f2b134')
    expect(loadingBarColour('', undefined)).toBe('#22c55e')
    expect(DEFAULT_LOADING_BAR_COLOUR).toBe('#22c55e')
  })

  it('skips a colour that is not #rrggbb, which could otherwise carry other style into the page', () => {
    expect(loadingBarColour('red;background:url(x)', '#F2B134')).toBe('#F2B134')
    expect(loadingBarColour('#fff', 'blue')).toBe(DEFAULT_LOADING_BAR_COLOUR)
  })
})

describe('navigation states', () => {
  const start = (at: number, online = true): NavigationEvent => ({ type: 'start', href: '/cars-for-sale', at, online })

  it('goes pending on a followed link and ready when the page is there', () => {
    const pending = run([start(1_000)])
    expect(pending).toEqual({ phase: 'pending', href: '/cars-for-sale', startedAt: 1_000 })
    expect(run([{ type: 'settle' }], pending)).toEqual(READY)
  })

  it('shows the bar only once the navigation has taken the throttle time', () => {
    const pending = run([start(1_000)])
    expect(showsLoadingBar(pending, 1_000 + LOADING_BAR_THROTTLE_MS - 1)).toBe(false)
    expect(showsLoadingBar(pending, 1_000 + LOADING_BAR_THROTTLE_MS)).toBe(true)
    expect(showsLoadingBar(READY, 5_000)).toBe(false)
    expect(showsLoadingBar(run([start(1_000, false)]), 5_000)).toBe(false)
  })

  it('fails at once when offline, and when the connection drops while pending', () => {
    expect(run([start(0, false)])).toEqual({ phase: 'error', href: '/cars-for-sale', reason: 'offline' })
    expect(run([start(0), { type: 'offline' }])).toEqual({ phase: 'error', href: '/cars-for-sale', reason: 'offline' })
    // Going offline with nothing loading changes nothing.
    expect(run([{ type: 'offline' }])).toEqual(READY)
  })

  it('reports a navigation stuck past the stall time, not before', () => {
    expect(run([start(0), { type: 'tick', at: NAVIGATION_STALL_MS - 1 }]).phase).toBe('pending')
    expect(run([start(0), { type: 'tick', at: NAVIGATION_STALL_MS }])).toEqual({
      phase: 'error',
      href: '/cars-for-sale',
      reason: 'stalled',
    })
    // A page that arrives after all clears the message; so does dismissing it.
    expect(run([start(0), { type: 'tick', at: NAVIGATION_STALL_MS }, { type: 'settle' }])).toEqual(READY)
    expect(run([start(0, false), { type: 'dismiss' }])).toEqual(READY)
  })

  it('a new link followed starts over', () => {
    expect(run([start(0, false), start(500)])).toEqual({ phase: 'pending', href: '/cars-for-sale', startedAt: 500 })
  })

  it('follows only links to another page of the site', () => {
    const current = new URL('https://dealer.example/cars-for-sale?sort=newest')
    expect(isPageChange('/used-cars-for-sale', current)).toBe(true)
    expect(isPageChange('/cars-for-sale?sort=oldest', current)).toBe(true)
    expect(isPageChange('/cars-for-sale?sort=newest', current)).toBe(false)
    expect(isPageChange('/cars-for-sale?sort=newest#faq', current)).toBe(false)
    expect(isPageChange('https://other.example/cars-for-sale', current)).toBe(false)
    expect(isPageChange('http://[bad', current)).toBe(false)
  })
})

describe('prefetch policy', () => {
  it('prefetches unless the connection asks to save data or is 2g-class', () => {
    expect(prefetchAllowed(null)).toBe(true)
    expect(prefetchAllowed({})).toBe(true)
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true)
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
  })
})

describe('404 document title', () => {
  it("reads 'Page Not Found: {path}' in each language", () => {
    expect(notFoundTitle('Page Not Found: {path}', '/no-such-page')).toBe('Page Not Found: /no-such-page')
    expect(notFoundTitle('Página no encontrada: {path}', '/es/sin-p%C3%A1gina')).toBe('Página no encontrada: /es/sin-página')
  })

  it('keeps markup and quotes as plain characters and drops control characters', () => {
    expect(readablePath('/%3Cscript%3Ealert(%22x%22)%3C/script%3E')).toBe('/<script>alert("x")</script>')
    expect(readablePath("/it's%0A%00here")).toBe("/it'shere")
    // A slot written in the path is not filled again.
    expect(notFoundTitle('Page Not Found: {path}', '/%7Bpath%7D')).toBe('Page Not Found: /{path}')
  })

  it('shows a path that does not decode as typed', () => {
    expect(readablePath('/100%-off')).toBe('/100%-off')
  })

  it('cuts a very long path with an ellipsis, never splitting a character', () => {
    const long = `/${'é'.repeat(500)}`
    const shown = readablePath(encodeURI(long))
    expect(Array.from(shown)).toHaveLength(NOT_FOUND_PATH_MAX_CHARS)
    expect(shown.endsWith('…')).toBe(true)
    expect(shown.startsWith('/éé')).toBe(true)
    expect(readablePath('/short')).toBe('/short')
  })
})
