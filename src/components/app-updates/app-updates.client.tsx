'use client'

import { useEffect } from 'react'

import {
  BUILD_POLL_MS,
  chunkReload,
  isChunkLoadError,
  latestBuildId,
  parseReloadLog,
  shouldReloadForBuild,
} from '@/lib/app-updates/reload'

const RELOAD_LOG_KEY = 'chunkReloads'

/** Reloads after a chunk failed to load (a deployment removed it), at most once per path within 10 s. */
function reloadForChunkError(error: unknown): void {
  if (!isChunkLoadError(error)) return
  const path = window.location.pathname
  const { reload, log } = chunkReload(path, Date.now(), parseReloadLog(sessionStorage.getItem(RELOAD_LOG_KEY)))
  if (!reload) return
  sessionStorage.setItem(RELOAD_LOG_KEY, JSON.stringify(log))
  window.location.reload()
}

/**
 * Keeps an open page on the current deployment (a new build reloads the page; a chunk load error reloads at most once
 * per path in 10 s): polls builds/latest.json (and asks again whenever the tab is shown or hidden) and reloads once a
 * new build is out and the visitor is idle or away — never while a form holds input that was not sent. A chunk that
 * fails to load reloads the page too, guarded.
 */
export function AppUpdates() {
  useEffect(() => {
    const current = process.env.NEXT_PUBLIC_BUILD_ID
    if (!current || process.env.NODE_ENV !== 'production') return
    let latest: string | null = null
    let lastActivity = Date.now()
    let unsentInput = false

    const maybeReload = () => {
      const hidden = document.visibilityState === 'hidden'
      const idleMs = Date.now() - lastActivity
      if (shouldReloadForBuild({ current, latest, hidden, idleMs, hasUnsentInput: unsentInput })) window.location.reload()
    }
    const check = async () => {
      try {
        const answer = await fetch(`/builds/latest.json?timestamp=${Date.now()}`, { cache: 'no-store' })
        if (answer.ok) latest = latestBuildId(await answer.json())
      } catch {
        // Offline or between deployments: ask again at the next poll.
      }
      maybeReload()
    }
    const onActivity = () => {
      lastActivity = Date.now()
    }
    const onInput = (event: Event) => {
      onActivity()
      if (event.target instanceof Element && event.target.closest('form')) unsentInput = true
    }
    const onSubmit = () => {
      unsentInput = false
    }
    const onError = (event: ErrorEvent) => reloadForChunkError(event.error)
    const onRejection = (event: PromiseRejectionEvent) => reloadForChunkError(event.reason)

    const poll = window.setInterval(check, BUILD_POLL_MS)
    const idleCheck = window.setInterval(maybeReload, 15_000)
    const listeners: Array<[string, EventListener]> = [
      ['pointerdown', onActivity],
      ['keydown', onActivity],
      ['scroll', onActivity],
      ['input', onInput],
      ['submit', onSubmit],
    ]
    for (const [type, listener] of listeners) document.addEventListener(type, listener, { capture: true, passive: true })
    document.addEventListener('visibilitychange', check)
    window.addEventListener('error', onError)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.clearInterval(poll)
      window.clearInterval(idleCheck)
      for (const [type, listener] of listeners) document.removeEventListener(type, listener, { capture: true })
      document.removeEventListener('visibilitychange', check)
      window.removeEventListener('error', onError)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return null
}
