'use client'

import { useEffect, useRef } from 'react'

import { TOASTS } from '@/components/toast/messages'

/** A lead popup's submitted content (SPEC section 8's contact success); its heading takes focus to be read. */
export function LeadReceived({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {TOASTS.contactSuccess.summary}
      </h3>
      <p>{TOASTS.contactSuccess.detail}</p>
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        Continue browsing
      </button>
    </div>
  )
}
