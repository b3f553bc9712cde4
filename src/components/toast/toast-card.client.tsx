'use client'

import { useEffect, useRef, useState } from 'react'

import { CloseIcon } from '@/components/icons/icons'

import type { Toast, ToastSeverity } from './toast-types'

const TONE: Record<ToastSeverity, string> = {
  success: 'border-accent-700',
  error: 'border-red-700',
  warn: 'border-amber-600',
  info: 'border-brand-700',
  secondary: 'border-ink-600',
  contrast: 'border-ink-900',
}

/**
 * One toast: summary, detail and a close button. It leaves after its life, counted only while the pointer or
 * keyboard focus is elsewhere, so nobody loses a message they are reading or about to close.
 */
export function ToastCard({ toast, onClose }: { toast: Toast; onClose: (id: number) => void }) {
  const [paused, setPaused] = useState(false)
  const remaining = useRef(toast.life)

  useEffect(() => {
    if (paused) return
    const started = Date.now()
    const timer = window.setTimeout(() => onClose(toast.id), remaining.current)
    return () => {
      window.clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [paused, toast.id, onClose])

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 bg-white p-4 shadow-lg ring-1 ring-line ${TONE[toast.severity]}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{toast.summary}</p>
        {toast.detail && <p className="mt-1 text-sm text-ink-700">{toast.detail}</p>}
      </div>
      {toast.closable && (
        <button
          type="button"
          onClick={() => onClose(toast.id)}
          className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-ink-600 hover:bg-surface hover:text-ink-900"
        >
          <CloseIcon className="size-5" aria-hidden="true" />
          <span className="sr-only">Close notification</span>
        </button>
      )}
    </div>
  )
}
