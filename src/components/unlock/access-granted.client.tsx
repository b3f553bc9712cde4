'use client'

import { useEffect, useRef } from 'react'

/** SPEC section 4's unlock success, shown in the popup after a submit; its heading takes focus to be read. */
export function AccessGranted({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        Access Granted!
      </h3>
      <p>Thank you. Our team will share the vehicles of our private reserve with you shortly.</p>
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
