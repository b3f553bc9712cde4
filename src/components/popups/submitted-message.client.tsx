'use client'

import { useEffect, useRef } from 'react'

import { TOASTS } from '@/components/toast/messages'
import { useTranslate } from '@/components/i18n/use-translate.client'

/** What a popup shows after its form was sent: the unlock's 'Access Granted!', or the contact success toast. */
export const SUBMITTED_MESSAGES = {
  AccessGranted: {
    title: 'Access Granted!',
    detail: 'Thank you. Our team will share the vehicles of our private reserve with you shortly.',
  },
  LeadReceived: { title: TOASTS.contactSuccess.summary, detail: TOASTS.contactSuccess.detail },
} as const

type SubmittedMessageProps = { kind: keyof typeof SUBMITTED_MESSAGES; onClose: () => void }

/** A popup's submitted content; its heading takes focus so a screen reader reads the outcome at once. */
export function SubmittedMessage({ kind, onClose }: SubmittedMessageProps) {
  const tr = useTranslate()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const { title, detail } = SUBMITTED_MESSAGES[kind]
  return (
    <div className="space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {tr.text(title)}
      </h3>
      <p>{tr.text(detail)}</p>
      <button
        type="button"
        onClick={onClose}
        className="min-h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
      >
        {tr('forms.contact.continueBrowsing')}
      </button>
    </div>
  )
}
