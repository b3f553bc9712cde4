'use client'

import { type Ref, useEffect, useId, useState } from 'react'

import { CloseIcon } from '@/components/icons/icons'
import type { PopupView } from '@/lib/data/popups'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** The side tab pulses for 4 s when it appears (a ring around it: `animate-attention`, globals.css). */
const PULSE_MS = 4000

type SideTabProps = { popup: PopupView; onOpen: () => void; onDisable: () => void; ref?: Ref<HTMLButtonElement> }

/**
 * The tab on the right edge, mid-screen, that reopens a popup. Its name is the popup's button
 * text; the hover text is its description. With the popup's closeButton it has a × that switches the popup off
 * for the session.
 */
export function SideTab({ popup, onOpen, onDisable, ref }: SideTabProps) {
  const tr = useTranslate()
  const [pulsing, setPulsing] = useState(true)
  const hintId = useId()
  const text = popup.button?.text ?? popup.name
  const hint = popup.button?.hoverText

  useEffect(() => {
    const timer = window.setTimeout(() => setPulsing(false), PULSE_MS)
    return () => window.clearTimeout(timer)
  }, [])

  return (
    <div className="group fixed right-0 top-1/2 z-[1000] flex -translate-y-1/2 flex-col items-end">
      <button
        ref={ref}
        type="button"
        aria-haspopup="dialog"
        aria-describedby={hint ? hintId : undefined}
        onClick={onOpen}
        className={`min-h-11 rounded-l-lg bg-brand-700 px-2 py-4 font-semibold text-white shadow-lg [writing-mode:vertical-rl] hover:bg-brand-800 ${pulsing ? 'motion-safe:animate-attention' : ''}`}
      >
        {text}
      </button>
      {hint && (
        <span
          id={hintId}
          className="pointer-events-none absolute right-full top-1/2 mr-2 hidden -translate-y-1/2 whitespace-nowrap rounded bg-ink-900 px-2 py-1 text-sm text-white group-focus-within:block group-hover:block"
        >
          {hint}
        </span>
      )}
      {popup.closeButton && (
        <button
          type="button"
          onClick={onDisable}
          className="mt-1 inline-flex size-11 items-center justify-center rounded-l-lg bg-white text-ink-700 shadow hover:text-ink-900"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">{tr('forms.contact.hideTextTab', { text })}</span>
        </button>
      )}
    </div>
  )
}
